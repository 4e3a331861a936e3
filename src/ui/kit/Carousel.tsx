import { Children, useEffect, useState, type ReactNode } from "react";
import { Button } from "@blueprintjs/core";
import { createCatalogue } from "../../core/messages";
import "./carousel.css";

/**
 * Spec §9: a carousel shows 4 slides in the workspace (the development platform home's 快捷入口) and 5
 * by default in shared widgets (the portal home's 推荐内容). Chosen: the mobile portal (≤ 1000 px)
 * shows 1 at a time, as its pictures do; the spec gives no number for it.
 */
export const CAROUSEL_SLIDES = { workspace: 4, shared: 5, mobile: 1 } as const;

const text = createCatalogue(
  { previous: "上一组", next: "下一组", slide: "第 {n} 张" },
  { previous: "Previous", next: "Next", slide: "Slide {n}" },
);

export interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  /** Slides shown at once: 5 by default, 4 in the workspace, 1 on the mobile portal and for a banner of pictures. */
  perView?: number;
  /** Moves on by one slide every this many ms (none when absent); paused while hovered. */
  autoplayMs?: number;
  className?: string;
  children: ReactNode;
}

/**
 * A row of slides, `perView` at a time, moved one slide by 上一组 / 下一组 or the dots; fewer slides
 * than `perView` simply show without controls.
 *
 *   <Carousel label="推荐内容">{cards}</Carousel>
 *   <Carousel label="导航图片" perView={1} autoplayMs={5000}>{pictures}</Carousel>
 */
export function Carousel({
  label,
  perView = CAROUSEL_SLIDES.shared,
  autoplayMs,
  className,
  children,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const positions = Math.max(1, slides.length - perView + 1);
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const at = Math.min(start, positions - 1);
  const go = (to: number) => setStart((to + positions) % positions);

  useEffect(() => {
    if (!autoplayMs || paused || positions < 2) return;
    const timer = window.setInterval(() => setStart((current) => (current + 1) % positions), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, paused, positions]);

  return (
    <section
      className={`ws-carousel ${className ?? ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-per-view={perView}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="ws-carousel-window">
        <div className="ws-carousel-track" style={{ transform: `translateX(-${(at * 100) / perView}%)` }}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className="ws-carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={text("slide", { n: index + 1 })}
              aria-hidden={index < at || index >= at + perView}
              // Slides out of view leave the tab order too (WCAG 4.1.2: nothing focusable under aria-hidden).
              inert={index < at || index >= at + perView}
              style={{ flexBasis: `${100 / perView}%` }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {positions > 1 && (
        <div className="ws-carousel-controls">
          <Button
            variant="minimal"
            size="small"
            icon="chevron-left"
            aria-label={text("previous")}
            onClick={() => go(at - 1)}
          />
          {Array.from({ length: positions }, (_, index) => (
            <button
              key={index}
              type="button"
              className={index === at ? "ws-carousel-dot ws-carousel-dot-active" : "ws-carousel-dot"}
              aria-label={text("slide", { n: index + 1 })}
              aria-current={index === at}
              onClick={() => go(index)}
            />
          ))}
          <Button
            variant="minimal"
            size="small"
            icon="chevron-right"
            aria-label={text("next")}
            onClick={() => go(at + 1)}
          />
        </div>
      )}
    </section>
  );
}
