/// One call's locals, in one allocation. Closures keep their defining frame alive, so captured variables
/// are shared the way Swift shares captured `var`s.
struct FrameHeader {
    let parent: Frame?
    let count: Int
}

final class Frame: ManagedBuffer<FrameHeader, Value> {
    static func make(size: Int, parent: Frame?) -> Frame {
        let buffer = Frame.create(minimumCapacity: size) { _ in FrameHeader(parent: parent, count: size) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .uninitialized, count: size) }
        return frame
    }

    deinit {
        _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
    }

    var parent: Frame? { header.parent }

    @inline(__always)
    subscript(index: Int) -> Value {
        get { withUnsafeMutablePointerToElements { $0[index] } }
    }

    /// Stores a value and returns the old one, to be released after the store (see `exchange`).
    @inline(__always)
    func store(_ value: Value, at index: Int) -> Value {
        withUnsafeMutablePointerToElements { elements in
            let old = elements[index]
            elements[index] = value
            return old
        }
    }

    @inline(__always)
    func frame(at depth: Int) -> Frame {
        var frame = self
        var remaining = depth
        while remaining > 0 {
            guard let parent = frame.parent else { obsInvariant("resolved slot deeper than the frame chain") }
            frame = parent
            remaining -= 1
        }
        return frame
    }
}
