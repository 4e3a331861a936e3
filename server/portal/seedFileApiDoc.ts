/**
 * The HTTP file-management documentation (storage spec §2: the file manager's toolbar links to it),
 * seeded as the documentation page `fileApi`; the back office edits it like the other pages.
 */
export const FILE_API_DOC = {
  title: "HTTP文件管理文档",
  code: "fileApi",
  content: `<h2>HTTP文件管理接口</h2>
<p>存储管理页面的每个操作都可以直接用 HTTP 调用。所有调用经集群代理前缀 <code>/api/aimanager/v1/starlight/api/</code>，请求头带 <code>Authorization: Bearer {登录令牌}</code>；需要先绑定 HPC 账号（否则返回 506）。远程路径形如 <code>/GPUFS/{用户名}/目录/文件</code>。</p>
<h3>浏览</h3>
<ul>
<li><code>GET storage/user_storage_path</code>：可用的存储卷（如 GPUFS、PUBLIC）。</li>
<li><code>GET storage/dir_info?dir={目录}&amp;sort_key=time&amp;show_hidden=show</code>：目录内容，返回 <code>spec</code>（名称、类型、权限、大小、时间）与 <code>total</code>。</li>
<li><code>GET storage/view?size=4096&amp;page={页码}&amp;file={文件}</code>：按页查看文本文件；<code>storage/view?type=browser&amp;file=</code> 预览图片。</li>
<li><code>GET storage/quotas</code>：各存储卷的配额与用量（KiB）。</li>
</ul>
<h3>上传与下载</h3>
<ul>
<li><code>PUT storage/upload?file={远程路径}&amp;overwrite=true</code>：分片上传，multipart 字段 <code>file</code>（分片）、<code>currentChunkSize</code>、<code>totalSize</code>、<code>currentIndex</code>（从 1 开始），请求头 <code>Content-Range: bytes 起-止/总</code>；返回 code 200 表示成功。</li>
<li><code>GET storage/upload/offset?file=</code>：断点续传前查询服务器已收到的字节数。</li>
<li><code>GET storage/download?file={路径}&amp;token={存储令牌}</code>：下载文件；存储令牌由 <code>GET storage/token</code> 取得，有效 10 分钟。</li>
</ul>
<h3>文件操作</h3>
<p><code>POST storage/opt</code>，请求体 <code>{ type, from: [路径], target: [路径] }</code>，返回操作编号。type：1 删除，2 复制粘贴，3 新建文件夹，4 重命名，5 设置权限（查询参数 <code>mod</code>），6 恢复属主，7 打包为 tar，8 解压。</p>
<ul>
<li><code>GET storage/opt?page=1&amp;limit=10&amp;order_by=id</code>：操作记录；<code>DELETE storage/opt/{id}</code> 删除一条记录。</li>
<li>WebSocket <code>storage/opt/{id}?token={存储令牌}</code>：操作的实时输出，每行一条消息，操作结束时以 1000 关闭。</li>
</ul>
<h3>示例</h3>
<pre>curl -H "Authorization: Bearer $TOKEN" \\
  "$HOST/api/aimanager/v1/starlight/api/storage/dir_info?dir=/GPUFS/dev&amp;sort_key=time"</pre>`,
} as const;
