import { createCatalogue } from "../../core/messages";

/**
 * The annotation plugin's texts, Chinese first with an English catalogue. Task status texts are the
 * machine's (`TASK_STATUS_TEXT` in src/machines/annotationTaskText.ts), not repeated here.
 */
export const annotationZh = {
  // canvas
  zoomIn: "放大",
  zoomOut: "缩小",
  fit: "适应",
  clear: "清空",
  clearConfirm: "确认清空当前图片的全部标注吗？",
  unsaved: "未保存",
  saved: "已保存",
  labels: "标签",
  noLabels: "该标签组暂无标签",
  boxes: "标注框",
  boxCount: "{count} 个框",
  shortcuts: "快捷键",
  readOnly: "只读",
  canvasLabel: "标注画布",
  keyDraw: "拖动空白处",
  keyDrawWhat: "画框",
  keyPan: "空格+拖动 / 中键拖动",
  keyPanWhat: "平移",
  keyZoom: "Ctrl+滚轮",
  keyZoomWhat: "缩放",
  keyZoomKeys: "+ / - / 0",
  keyZoomKeysWhat: "放大 / 缩小 / 适应",
  keyNext: "D / →",
  keyNextWhat: "下一张",
  keyPrev: "A / ←",
  keyPrevWhat: "上一张",
  keyDelete: "Delete",
  keyDeleteWhat: "删除选中框",
  keySave: "Ctrl+S",
  keyLabel: "1-9",
  keyLabelWhat: "选择标签",
  prevItem: "上一张",
  nextItem: "下一张",
  itemOf: "第 {index} / {count} 张",
  needsCorrection: "需修正",
  imageFailed: "图片加载失败",
} as const;

export type AnnotationMessageKey = keyof typeof annotationZh;

export const annotationEn: Record<AnnotationMessageKey, string> = {
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  fit: "Fit",
  clear: "Clear",
  clearConfirm: "Clear every box of this image?",
  unsaved: "Unsaved",
  saved: "Saved",
  labels: "Labels",
  noLabels: "This label group has no labels",
  boxes: "Boxes",
  boxCount: "{count} boxes",
  shortcuts: "Shortcuts",
  readOnly: "Read only",
  canvasLabel: "Annotation canvas",
  keyDraw: "Drag on empty area",
  keyDrawWhat: "Draw a box",
  keyPan: "Space+drag / middle drag",
  keyPanWhat: "Pan",
  keyZoom: "Ctrl+wheel",
  keyZoomWhat: "Zoom",
  keyZoomKeys: "+ / - / 0",
  keyZoomKeysWhat: "Zoom in / out / fit",
  keyNext: "D / →",
  keyNextWhat: "Next image",
  keyPrev: "A / ←",
  keyPrevWhat: "Previous image",
  keyDelete: "Delete",
  keyDeleteWhat: "Delete the selected box",
  keySave: "Ctrl+S",
  keyLabel: "1-9",
  keyLabelWhat: "Choose a label",
  prevItem: "Previous",
  nextItem: "Next",
  itemOf: "{index} of {count}",
  needsCorrection: "Needs correction",
  imageFailed: "The image failed to load",
};

/** The annotation plugin's texts, following the shell's locale. */
export const at = createCatalogue(annotationZh, annotationEn);
