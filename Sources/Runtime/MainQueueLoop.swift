import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the main queue on the main thread for the rest of the process, as a run loop does.
///
/// On Linux `dispatchMain()` ends the main thread with `pthread_exit`, which unwinds its
/// stack frame by frame through the binary's unwind tables (about 0.8 MB of them end up
/// resident) and leaves the main queue to a worker thread. Here the main thread instead
/// waits on the main queue's wake-up descriptor, the one libdispatch gives run loops
/// (swift-corelibs-foundation's `RunLoop` drains the main queue the same way), and drains
/// the queue each time it is woken. Elsewhere it is `dispatchMain()`.
public enum MainQueueLoop {
    /// Drains the main queue on this thread, the main thread, until the process exits.
    public static func run() -> Never {
        #if os(Linux)
            let handle = mainQueueHandle()
            var poller = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
            while true {
                // What was queued before the first wait, then what each wake-up brings. The
                // descriptor is read (cleared) before draining, so work queued meanwhile
                // wakes the loop again.
                var count: UInt64 = 0
                _ = read(handle, &count, MemoryLayout<UInt64>.size)
                drainMainQueue(nil)
                poller.revents = 0
                while poll(&poller, 1, -1) < 0 {
                    // A signal's handler ran (a relayed one, or a crash's); anything else
                    // means the descriptor cannot be waited on.
                    guard errno == EINTR else { dispatchMain() }
                }
            }
        #else
            dispatchMain()
        #endif
    }
}

#if os(Linux)
    /// libdispatch's run-loop interface on Linux: the main queue's wake-up eventfd, and the
    /// call that drains the queue on the main thread.
    @_silgen_name("_dispatch_get_main_queue_handle_4CF")
    private func mainQueueHandle() -> Int32

    @_silgen_name("_dispatch_main_queue_callback_4CF")
    private func drainMainQueue(_ ignored: UnsafeMutableRawPointer?)
#endif
