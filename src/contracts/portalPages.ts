/**
 * The portal pages with a fixed code that are not documentation (ai-domain §3: the back office edits
 * the portal's content pages in 模板页面): the about page (/portal/about, /home/about) reads the page
 * with this code; the server seeds it and keeps it out of the documentation centre.
 */
export const ABOUT_PAGE_CODE = "aboutPage";
