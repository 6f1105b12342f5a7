import CObsSupport

/// Keeps deep script recursion from overflowing the native stack (which would kill the shell): calls
/// check how close the stack pointer is to the end of the current thread's stack.
struct StackGuard {
    /// Addresses below this are too close to the stack's end; 0 when unknown (no check).
    private(set) var limit: UInt = 0
    /// What is kept free for the interpreter's own frames and for error reporting.
    static let margin: UInt = 512 * 1024

    /// Measures the calling thread's stack. Call at the start of each turn (turns may run on other threads).
    mutating func measure() {
        var low: UnsafeMutableRawPointer?
        var size = 0
        guard obs_current_stack(&low, &size) == 0, let low else { limit = 0; return }
        limit = UInt(bitPattern: low) + min(Self.margin, UInt(size) / 4)
    }

    /// True when the caller's frame is too deep to go on.
    @inline(__always)
    func isExhausted() -> Bool {
        guard limit != 0 else { return false }
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } < limit
    }
}
