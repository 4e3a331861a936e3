import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../../server/lib/sanitizeHtml";

const clean = (html: string) => sanitizeHtml(html).html;

describe("the portal pages' HTML sanitiser", () => {
  it("keeps what the editor writes: headings, lists, alignment, colours, links and images", () => {
    const html =
      '<h2>标题</h2><p class="ql-align-center"><strong>粗</strong> <em>斜</em> <span style="color: #e60000;">红</span></p>' +
      '<ol><li data-list="bullet">一</li></ol><p><a href="https://example.org/a?b=1&amp;c=2" target="_blank">链接</a></p>' +
      '<p><img src="/api/ai-cloud-platform/v1/decoration/file/3" alt="图"></p>';
    expect(clean(html)).toBe(
      '<h2>标题</h2><p class="ql-align-center"><strong>粗</strong> <em>斜</em> <span style="color: #e60000">红</span></p>' +
        '<ol><li data-list="bullet">一</li></ol><p><a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">链接</a></p>' +
        '<p><img src="/api/ai-cloud-platform/v1/decoration/file/3" alt="图"></p>',
    );
  });

  it("drops scripts, event handlers, frames and dangerous addresses", () => {
    const html =
      '<p onclick="alert(1)">a<script>alert(2)</script>b</p><iframe src="https://x"></iframe>' +
      '<a href="javascript:alert(3)">x</a><a href="jav&#x61;script&colon;alert(4)">y</a><a href="  java\tscript:alert(5)">z</a>' +
      '<img src="data:text/html;base64,PHNjcmlwdD4=" onerror="alert(6)"><style>p{}</style><svg><script>alert(7)</script></svg>' +
      '<span style="background-image: url(javascript:alert(8))">s</span><a href="//evil.example/">w</a>';
    const out = clean(html);
    expect(out).toBe("<p>ab</p><a>x</a><a>y</a><a>z</a><img><span>s</span><a>w</a>");
    expect(out).not.toMatch(/alert|script|onerror|onclick/i);
  });

  it("escapes text and stray brackets, and closes what was left open", () => {
    expect(clean("1 < 2 & 3 > 2 &amp; <b>粗")).toBe("1 &lt; 2 &amp; 3 &gt; 2 &amp; <b>粗</b>");
    expect(clean('<p title="x">a"b</p><!-- note --><?php x ?>')).toBe('<p>a"b</p>');
    expect(clean('<img src="x" alt=\'"><script>alert(1)</script>\'>')).toBe(
      '<img src="x" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
    );
  });

  it("reports the decoded size of every embedded image", () => {
    const bytes = Buffer.alloc(1000, 7).toString("base64");
    const { html, embeddedImages } = sanitizeHtml(`<img src="data:image/png;base64,${bytes}">`);
    expect(embeddedImages).toEqual([1000]);
    expect(html).toBe(`<img src="data:image/png;base64,${bytes}">`);
  });
});
