import { ABOUT_PAGE_CODE } from "../../src/contracts/portalPages";
import { FILE_API_DOC } from "./seedFileApiDoc";

/** The seeded pages' HTML (editable in 模板页面); the documentation pages carry a fixed code. */
export const SEED_PAGES: { title: string; code: string | null; content: string }[] = [
  {
    title: "平台介绍",
    code: null,
    content: `<h2>超算AI能力开放平台</h2>
<p>平台依托国家超级计算中心的算力，为开发者与机构提供数据集管理与标注、算法与训练、模型管理、服务发布和共享的一站式 AI 开发环境。</p>
<h3>我们提供</h3>
<ul><li>数据集：上传、版本、团队标注与验收</li><li>算法与训练：在超算队列上训练，实时查看日志与评估</li><li>模型与服务：一键发布推理服务，按调用计量</li><li>门户：行业应用、专家中心与案例</li></ul>
<p class="ql-align-center"><strong>注册并绑定 HPC 账号后即可开始使用。</strong></p>`,
  },
  {
    title: "演示",
    code: "demonstration",
    content: `<h2>平台演示</h2>
<p>以“安全帽检测”为例，走一遍从数据到服务的完整流程：</p>
<ol><li>在 <strong>数据集管理</strong> 中新建数据集并上传图片；</li><li>在 <strong>数据标注</strong> 中框选目标并保存标注；</li><li>在 <strong>训练任务</strong> 中选择目标检测算法发起训练；</li><li>训练完成后在 <strong>模型管理</strong> 中查看版本，并在 <strong>服务管理</strong> 中发布；</li><li>在门户的行业应用中打开服务详情，上传图片体验推理效果。</li></ol>`,
  },
  {
    title: "使用说明",
    code: "usePage",
    content: `<h2>使用说明</h2>
<h3>账号与权限</h3>
<p>使用管理员分配的账号登录。菜单按账号拥有的权限显示；开发平台的计算与存储需要先绑定 HPC 账号（右上角头像 → 绑定HPC账号）。</p>
<h3>计费</h3>
<p>训练与推理按核时和调用次数计量，费用可在“我的钱包”与“用量统计”中查看。</p>
<h3>数据安全</h3>
<p>私有数据集只有本人可见；设为公开后出现在门户搜索中。</p>`,
  },
  {
    title: "操作指南",
    code: "tipPage",
    content: `<h2>操作指南</h2>
<ol><li><strong>上传数据</strong>：存储管理 → 选择目录 → 上传，大文件自动分片并可断点续传。</li><li><strong>创建数据集</strong>：数据集管理 → 新增数据集，从存储中导入图片。</li><li><strong>标注</strong>：打开数据集 → 标注，快捷键 Esc 取消选择。</li><li><strong>训练</strong>：训练任务 → 新建，选择算法、数据集与资源规格。</li><li><strong>发布服务</strong>：模型管理 → 版本 → 发布，在服务管理中获取调用令牌。</li></ol>
<blockquote>遇到问题请使用页面右侧的“意见反馈”。</blockquote>`,
  },
  {
    title: "分享下载",
    code: "sharePage",
    content: `<h2>分享与下载</h2>
<p>这里汇集平台提供的示例与工具，无需登录即可下载：</p>
<ul><li>示例数据集（图片分类、目标检测）：在门户“全局搜索”中搜索“示例”即可找到公开数据集。</li><li>推理调用示例：服务详情页提供 curl 与 Python 调用示例。</li><li>平台使用手册：见“使用说明”与“操作指南”。</li></ul>`,
  },
  {
    title: "上线公告",
    code: "noticePage",
    content: `<h2>上线公告</h2>
<p><strong>超算AI能力开放平台正式上线。</strong></p>
<p>本次上线包含：数据集与团队标注、算法与训练、模型与服务发布、门户与行业应用、运营计费。试运行期间训练与推理资源免费，欢迎反馈使用意见。</p>`,
  },
  FILE_API_DOC,
  {
    title: "关于平台",
    code: ABOUT_PAGE_CODE,
    content: `<p>本平台由国家超级计算中心建设和运营，把超算的算力、存储与 AI 开发工具汇聚在一起，面向高校、科研院所与企业开放，帮助用户在同一个地方完成从数据到智能服务的全过程。</p>
<h3>平台能做什么</h3>
<ul><li><strong>数据</strong>：上传与管理数据集，多人协作标注、审核与验收，按版本保存。</li><li><strong>算法与训练</strong>：使用平台预置算法或上传自己的算法，在超算资源上训练，实时查看日志与评估指标。</li><li><strong>模型与服务</strong>：管理模型版本，一键发布推理服务，按调用计量计费。</li><li><strong>共享与门户</strong>：公开的数据集、算法、模型与服务可在门户中被检索和申请共享；行业应用、专家中心与案例分享展示平台成果。</li></ul>
<h3>如何开始</h3>
<p>注册账号并通过审核后登录，绑定 HPC 账号即可使用计算与存储资源。详细步骤见“使用说明”与“操作指南”；使用中遇到问题，可通过页面右侧的“意见反馈”联系我们。</p>`,
  },
];
