/// One call's locals, in one allocation, plus the boxes of the variables its closure captured.
/// A closure captures exactly the variables it uses (the resolver lists them): a captured local moves
/// into a `CaptureBox` shared by the frame and the closure, so `var`s are shared by reference as in
/// Swift, and a closure keeps alive only what it uses (`[weak self]` keeps nothing).
struct FrameHeader {
    let captures: [CaptureBox]
    let count: Int
}

final class Frame: ManagedBuffer<FrameHeader, Value> {
    static func make(size: Int, captures: [CaptureBox] = []) -> Frame {
        let buffer = Frame.create(minimumCapacity: size) { _ in FrameHeader(captures: captures, count: size) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .uninitialized, count: size) }
        return frame
    }

    /// Locals go last declared first, as Swift ends their lifetimes (a deinit of each runs in that order).
    deinit {
        _ = withUnsafeMutablePointers { header, elements in
            for index in stride(from: header.pointee.count - 1, through: 0, by: -1) { (elements + index).deinitialize(count: 1) }
        }
    }

    var captures: [CaptureBox] { header.captures }
    var count: Int { header.count }

    /// Every slot back to no value (`FramePool`), released last declared first, each after it is emptied.
    func clear() {
        for index in stride(from: count - 1, through: 0, by: -1) {
            let old = store(.uninitialized, at: index)
            _ = consume old
        }
    }

    /// The raw slot (a captured local holds its box).
    @inline(__always)
    subscript(index: Int) -> Value {
        get {
            assert(index < count, "frame slot \(index) read in a frame of \(count)")
            return withUnsafeMutablePointerToElements { $0[index] }
        }
    }

    /// The value of a local, through its box if a closure captured it.
    @inline(__always)
    func read(_ index: Int) -> Value {
        assert(index < count, "frame slot \(index) read in a frame of \(count)")
        return withUnsafeMutablePointerToElements { elements in
            if case .box(let box) = elements[index] { return box.value }
            return elements[index]
        }
    }

    /// Declares (or re-declares) a local: a new binding, replacing any box an earlier one had.
    /// Returns the old value, to be released after the store (see `exchange`).
    @inline(__always)
    func store(_ value: Value, at index: Int) -> Value {
        assert(index < count, "frame slot \(index) stored in a frame of \(count)")
        return withUnsafeMutablePointerToElements { elements in
            let old = elements[index]
            elements[index] = value
            return old
        }
    }

    /// Assigns to an existing local, through its box if captured.
    @inline(__always)
    func assign(_ value: Value, at index: Int) -> Value {
        assert(index < count, "frame slot \(index) assigned in a frame of \(count)")
        return withUnsafeMutablePointerToElements { elements in
            if case .box(let box) = elements[index] { return exchange(&box.value, with: value) }
            if case .weak = elements[index] { return exchange(&elements[index], with: .weakHolding(value)) }
            let old = elements[index]
            elements[index] = value
            return old
        }
    }

    /// The box of a local a closure captures, made on first capture.
    func box(at index: Int) -> CaptureBox {
        withUnsafeMutablePointerToElements { elements in
            if case .box(let box) = elements[index] { return box }
            let box = CaptureBox(elements[index])
            elements[index] = .box(box)
            return box
        }
    }
}

/// A captured variable, shared by the frame that declared it and the closures that use it.
final class CaptureBox {
    enum Ownership: Sendable {
        case strong, weak, unowned
    }

    var value: Value
    let ownership: Ownership

    init(_ value: Value, ownership: Ownership = .strong) {
        self.ownership = ownership
        switch ownership {
        case .strong:
            self.value = value
        case .weak, .unowned:
            if case .object(let object) = value.unwrapped ?? Value.none {
                self.value = .weak(WeakReference(object))
            } else {
                self.value = value
            }
        }
    }
}
