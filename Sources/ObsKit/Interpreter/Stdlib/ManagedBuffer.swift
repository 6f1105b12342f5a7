/// `ManagedBuffer<Header, Element>`, written in Swift on the library's typed pointers: a class holding a header and
/// room for `capacity` elements, made by `create(minimumCapacity:makingHeaderWith:)` (as the subclass it is called
/// on), with `header`, `capacity`, `withUnsafeMutablePointerToHeader`, `withUnsafeMutablePointerToElements` and
/// `withUnsafeMutablePointers`; its deinit frees the elements' memory (deinitializing them is the subclass's job,
/// as in Swift). Faithful but for `capacity`, which is the minimum asked for (Swift's may be more, what the
/// allocator gave). Left out: `ManagedBufferPointer`, `isUniqueReference()`. A `LibraryPart`: compiled when an
/// input names it. https://developer.apple.com/documentation/swift/managedbuffer
enum ManagedBufferLibrary {
    static let source = """
    class ManagedBuffer<Header, Element> {
        private final var _header: Header?
        final let capacity: Int
        private final let _elements: UnsafeMutablePointer<Element>
    
        required init(_minimumCapacity: Int) {
            capacity = _minimumCapacity
            _elements = UnsafeMutablePointer<Element>.allocate(capacity: _minimumCapacity)
        }
    
        final var header: Header {
            get { _header! }
            set { _header = newValue }
        }
    
        final class func create(minimumCapacity: Int, makingHeaderWith factory: (ManagedBuffer<Header, Element>) throws -> Header) rethrows -> ManagedBuffer<Header, Element> {
            let buffer = self.init(_minimumCapacity: minimumCapacity)
            buffer._header = try factory(buffer)
            return buffer
        }
    
        final func withUnsafeMutablePointerToHeader<R>(_ body: (UnsafeMutablePointer<Header>) throws -> R) rethrows -> R {
            try withUnsafeMutablePointer(to: &header) { try body($0) }
        }
    
        final func withUnsafeMutablePointerToElements<R>(_ body: (UnsafeMutablePointer<Element>) throws -> R) rethrows -> R {
            try body(_elements)
        }
    
        final func withUnsafeMutablePointers<R>(_ body: (UnsafeMutablePointer<Header>, UnsafeMutablePointer<Element>) throws -> R) rethrows -> R {
            try withUnsafeMutablePointer(to: &header) { try body($0, _elements) }
        }
    
        deinit { _elements.deallocate() }
    }
    """
}
