/// `CollectionOfOne` and `EmptyCollection`, written in Swift as the standard library declares them: a struct
/// around one element (mutable through its subscript, printed `CollectionOfOne(2)` by its `debugDescription`) and
/// a struct with no element (printed `EmptyCollection<Int>()`, equal to any other), both random-access and mutable
/// collections whose indices are offsets. A `LibraryPart`: compiled when an input names them.
/// https://developer.apple.com/documentation/swift/collectionofone,
/// https://developer.apple.com/documentation/swift/emptycollection
enum SmallCollectionsLibrary {
    static let source = """
    struct CollectionOfOne<Element> {
        var _element: Element

        init(_ element: Element) {
            _element = element
        }
    }

    extension CollectionOfOne: RandomAccessCollection, MutableCollection {
        var startIndex: Int { 0 }
        var endIndex: Int { 1 }
        var count: Int { 1 }
        func index(after i: Int) -> Int { i + 1 }
        func index(before i: Int) -> Int { i - 1 }
        subscript(position: Int) -> Element {
            get {
                precondition(position == 0, "Index out of range")
                return _element
            }
            set {
                precondition(position == 0, "Index out of range")
                _element = newValue
            }
        }
    }

    extension CollectionOfOne: CustomDebugStringConvertible {
        var debugDescription: String { "CollectionOfOne(" + String(reflecting: _element) + ")" }
    }

    struct EmptyCollection<Element> {
        init() {}
    }

    extension EmptyCollection: RandomAccessCollection, MutableCollection {
        var startIndex: Int { 0 }
        var endIndex: Int { 0 }
        var count: Int { 0 }
        func index(after i: Int) -> Int { i + 1 }
        func index(before i: Int) -> Int { i - 1 }
        subscript(position: Int) -> Element {
            get { preconditionFailure("Index out of range") }
            set { preconditionFailure("Index out of range") }
        }
    }

    extension EmptyCollection: Equatable {
        static func == (lhs: EmptyCollection<Element>, rhs: EmptyCollection<Element>) -> Bool { true }
    }
    """
}
