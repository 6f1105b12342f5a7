/// Frames of finished calls, kept for the next call that needs one of the same size (issue 14: each script
/// call allocated a frame and freed it on return, and the allocator's work was ~10% of bench/protocols.swift
/// and bench/fib.swift). A frame comes back only when nothing else holds it (an autoclosure or a task may
/// keep the frame it was made in), emptied first, so its locals are released when the call ends, as before.
/// The interpreter runs one script thread at a time, so one pool per interpreter needs no lock.
final class FramePool {
    /// Frames of up to this many slots are kept, at most `perSize` of each size.
    static let largestSize = 16
    static let perSize = 32
    private var free: [[Frame]] = Array(repeating: [], count: FramePool.largestSize + 1)

    func take(size: Int) -> Frame {
        if size <= Self.largestSize, let frame = free[size].popLast() { return frame }
        return Frame.make(size: size)
    }

    /// Keeps `frame` for a later call when the caller's reference is the only one; its slots are emptied
    /// first (which may run deinits, and so script code, and so other calls: the pool is not in use then).
    func give(_ frame: inout Frame) {
        let size = frame.count
        guard size <= Self.largestSize, frame.captures.isEmpty, isKnownUniquelyReferenced(&frame) else { return }
        frame.clear()
        guard free[size].count < Self.perSize else { return }
        free[size].append(frame)
    }
}
