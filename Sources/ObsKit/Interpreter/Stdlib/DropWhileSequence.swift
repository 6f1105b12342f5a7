/// `seq.drop(while:)` of a sequence that is no collection (`sequence(first:next:)`, a stride, a script's own
/// Sequence): Swift's DropWhileSequence. As Swift's, it drops when it is made (the predicate runs then, up to
/// the first element it refuses) and walks the rest only as it is iterated, so an endless sequence works.
/// Left out: Swift's copy of the base iterator; a second pass walks the base again, skipping as many elements.
final class DropWhileSequence: NativeSequence {
    let base: Value
    /// How many elements the predicate dropped.
    let dropped: Int
    /// The first pass: the base's iterator and the element the predicate refused (nil: the base ended).
    private var pending: (iterator: ValueIterator, first: Value?)?

    init(base: Value, predicate: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        self.base = base
        let iterator = try interpreter.makeIterator(base, range, source)
        var dropped = 0
        var first = try iterator.next()
        while let element = first, try interpreter.predicate(predicate, element, range, source) {
            try interpreter.countStep(range, source)
            dropped += 1
            first = try iterator.next()
        }
        self.dropped = dropped
        pending = (iterator, first)
    }

    var typeName: String { "DropWhileSequence<\(base.typeName)>" }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        if let (iterator, first) = pending {
            // Swift's iterator: the refused element, then the base's own.
            pending = nil
            var upcoming = first
            return ValueIterator {
                if let element = upcoming { upcoming = nil; return element }
                return try iterator.next()
            }
        }
        let iterator = try interpreter.makeIterator(base, .synthesized, interpreter.synthesizedSource)
        for _ in 0..<dropped { _ = try iterator.next() }
        return iterator
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        sequenceMember(name)
    }
}
