/// A node's dynamic property boxes by field index, in index order. A view has a few: a short array
/// searched in order costs less memory than a hash table per node (issue 14: at most 1 KB per node).
struct FieldBoxes: Sequence {
    typealias Element = (key: Int, value: DynamicPropertyBox)
    private var entries: [Element] = []

    subscript(index: Int) -> DynamicPropertyBox? {
        get { entries.first { $0.key == index }?.value }
        set {
            let at = entries.firstIndex { $0.key >= index } ?? entries.count
            let present = at < entries.count && entries[at].key == index
            switch (newValue, present) {
            case (let box?, true): entries[at].value = box
            case (let box?, false): entries.insert((index, box), at: at)
            case (nil, true): entries.remove(at: at)
            case (nil, false): break
            }
        }
    }

    /// The field indices, in order.
    var keys: [Int] { entries.map(\.key) }
    var values: [DynamicPropertyBox] { entries.map(\.value) }
    var isEmpty: Bool { entries.isEmpty }

    func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }
}
