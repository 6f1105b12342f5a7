/// Releases long chains of script objects without deep recursion (issue 10: dropping the head of a
/// 1,000,000-node linked list must not overflow the stack). Swift releases a field when its owner goes,
/// from inside the owner's release, so a chain is released as deep as it is long. Here nested releases run
/// inline, in Swift's order, up to `inlineDepth`; deeper fields are kept and let go of by the outermost
/// release, one batch at a time. Each session has one (its types share it); a session runs on one thread
/// at a time, so it needs no lock.
final class DeepRelease {
    /// Objects released inside one another before the rest waits (about 0.5 MB of stack in a debug build).
    static let inlineDepth = 500

    private var depth = 0
    private var pending: [[Value]] = []

    /// Lets go of an object's fields (leaving `fields` empty).
    func release(_ fields: inout [Value]) {
        if depth >= Self.inlineDepth {
            pending.append(fields)
            fields = []
            return
        }
        depth += 1
        Self.empty(&fields)
        if depth == 1 {
            while !pending.isEmpty {
                var next = pending.removeLast()
                Self.empty(&next)
            }
        }
        depth -= 1
    }

    /// Releases `values` here, inside the depth counted. Out of line: an optimized build may otherwise move the
    /// release of the old array past the depth's decrement (Swift does not order a release against other
    /// code), and the chain then recurses without limit (fixture 3017 overflowed the stack when ObsKit was built
    /// with -O and exclusivity checks).
    @inline(never)
    private static func empty(_ values: inout [Value]) {
        values = []
    }
}
