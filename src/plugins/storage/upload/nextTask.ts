/**
 * Runs `task` in a task of its own, after every pending microtask: a message the page posts to itself.
 * Not `setTimeout(task, 0)`: Chromium aligns timers of a tab in the background to once a second, which
 * would hold an upload left running in another tab to a chunk a second; messages are not throttled.
 */
export function nextTask(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}
