/// `CollectionDifference` and the collection methods that make and apply one (`difference(from:)`,
/// `difference(from:by:)`, `applying(_:)`, `inverse()`, `inferringMoves()`), written in Swift and compiled with
/// the rest of the library's Swift (`Prelude`). They follow the standard library's documented behaviour
/// (https://developer.apple.com/documentation/swift/collectiondifference):
/// - the difference is found with the linear-space refinement of Myers' algorithm ("An O(ND) Difference
///   Algorithm and Its Variations", Eugene W. Myers, 1986, section 4b), as the standard library of Swift 6 finds it
///   (a region's equal ends trimmed, its middle snake found by searching forward and backward by turns, the
///   region before the snake done before the one after); among the shortest edit scripts it picks the one that
///   search finds, so the changes listed are the ones Swift lists (checked against this machine's swiftc);
/// - a difference keeps its `removals` and its `insertions` each in ascending offset order; as a collection it
///   lists the removals from the highest offset down, then the insertions from the lowest up (the order that
///   applies them one at a time);
/// - `init?(_:)` accepts changes only when no two removals (or two insertions) share an offset, no offset is
///   negative, and every association is matched both ways;
/// - `inferringMoves()` pairs a removal and an insertion of an element that each side removes (inserts) once;
/// - `applying(_:)` is nil when the difference does not fit the collection.
/// Its `Index` is a struct around the offset, as Swift's is (printed `Index(_offset: 0)`).
enum CollectionDifferenceLibrary {
    static let source = """
    struct CollectionDifference<ChangeElement> {
        enum Change {
            case insert(offset: Int, element: ChangeElement, associatedWith: Int?)
            case remove(offset: Int, element: ChangeElement, associatedWith: Int?)

            var _offset: Int {
                switch self {
                case .insert(let offset, _, _), .remove(let offset, _, _): return offset
                }
            }
            var _element: ChangeElement {
                switch self {
                case .insert(_, let element, _), .remove(_, let element, _): return element
                }
            }
            var _associatedOffset: Int? {
                switch self {
                case .insert(_, _, let other), .remove(_, _, let other): return other
                }
            }
            var _isRemoval: Bool {
                if case .remove = self { return true }
                return false
            }
        }

        struct Index: Comparable, Hashable {
            let _offset: Int
            static func < (lhs: Index, rhs: Index) -> Bool { lhs._offset < rhs._offset }
        }

        let insertions: [Change]
        let removals: [Change]

        init?<Changes: Collection>(_ changes: Changes) where Changes.Element == Change {
            let all = Array(changes)
            guard CollectionDifference._accepts(all) else { return nil }
            self.init(_validated: all)
        }

        init(_validated changes: [Change]) {
            // Each change as a change of this difference's own type (one written `.insert(...)` knows no element type).
            var typed: [Change] = []
            for change in changes {
                switch change {
                case .insert(let offset, let element, let other):
                    typed.append(CollectionDifference<ChangeElement>.Change.insert(offset: offset, element: element, associatedWith: other))
                case .remove(let offset, let element, let other):
                    typed.append(CollectionDifference<ChangeElement>.Change.remove(offset: offset, element: element, associatedWith: other))
                }
            }
            let sorted = typed.sorted { first, second in
                if first._isRemoval != second._isRemoval { return first._isRemoval }
                return first._offset < second._offset
            }
            removals = sorted.filter { $0._isRemoval }
            insertions = sorted.filter { !$0._isRemoval }
        }

        static func _accepts(_ changes: [Change]) -> Bool {
            var removed = Set<Int>()
            var inserted = Set<Int>()
            var removalPartner: [Int: Int] = [:]
            var insertionPartner: [Int: Int] = [:]
            for change in changes {
                let offset = change._offset
                if offset < 0 { return false }
                if change._isRemoval {
                    if removed.contains(offset) { return false }
                    removed.insert(offset)
                } else {
                    if inserted.contains(offset) { return false }
                    inserted.insert(offset)
                }
                if let other = change._associatedOffset {
                    if other < 0 { return false }
                    if change._isRemoval {
                        if removalPartner[offset] != nil { return false }
                        removalPartner[offset] = other
                    } else {
                        if insertionPartner[other] != nil { return false }
                        insertionPartner[other] = offset
                    }
                }
            }
            return removalPartner == insertionPartner
        }

        func inverse() -> CollectionDifference<ChangeElement> {
            var changes: [Change] = []
            for change in self {
                switch change {
                case .remove(let offset, let element, let other):
                    changes.append(CollectionDifference<ChangeElement>.Change.insert(offset: offset, element: element, associatedWith: other))
                case .insert(let offset, let element, let other):
                    changes.append(CollectionDifference<ChangeElement>.Change.remove(offset: offset, element: element, associatedWith: other))
                }
            }
            return CollectionDifference<ChangeElement>(_validated: changes)
        }
    }

    extension CollectionDifference: Collection, BidirectionalCollection {
        var startIndex: Index { Index(_offset: 0) }
        var endIndex: Index { Index(_offset: removals.count + insertions.count) }
        func index(after position: Index) -> Index { Index(_offset: position._offset + 1) }
        func index(before position: Index) -> Index { Index(_offset: position._offset - 1) }
        subscript(position: Index) -> Change {
            let offset = position._offset
            if offset < removals.count { return removals[removals.count - 1 - offset] }
            return insertions[offset - removals.count]
        }
    }

    extension CollectionDifference: Equatable where ChangeElement: Equatable {}
    extension CollectionDifference: Hashable where ChangeElement: Hashable {}
    extension CollectionDifference.Change: Equatable where ChangeElement: Equatable {}
    extension CollectionDifference.Change: Hashable where ChangeElement: Hashable {}

    extension CollectionDifference where ChangeElement: Hashable {
        func inferringMoves() -> CollectionDifference<ChangeElement> {
            let removed = _onceOnly(removals)
            let inserted = _onceOnly(insertions)
            var changes: [Change] = []
            for change in self {
                guard let mine = (change._isRemoval ? removed : inserted)[change._element],
                      let other = (change._isRemoval ? inserted : removed)[change._element] else {
                    changes.append(change)
                    continue
                }
                if change._isRemoval {
                    changes.append(CollectionDifference<ChangeElement>.Change.remove(offset: mine, element: change._element, associatedWith: other))
                } else {
                    changes.append(CollectionDifference<ChangeElement>.Change.insert(offset: mine, element: change._element, associatedWith: other))
                }
            }
            return CollectionDifference<ChangeElement>(_validated: changes)
        }

        /// Each element that `changes` holds once, with its offset.
        func _onceOnly(_ changes: [Change]) -> [ChangeElement: Int] {
            var offsets: [ChangeElement: Int] = [:]
            var repeated = Set<ChangeElement>()
            for change in changes {
                if offsets[change._element] != nil { repeated.insert(change._element) }
                offsets[change._element] = change._offset
            }
            for element in repeated { offsets[element] = nil }
            return offsets
        }
    }

    /// A rectangle of the edit graph: old elements `left..<right` against new elements `top..<bottom`.
    struct _EditRegion {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int
        var width: Int { right - left }
        var height: Int { bottom - top }
        var size: Int { width + height }
        var delta: Int { width - height }

        /// Without the runs of equal elements at its start and at its end.
        func trimmed(_ same: (Int, Int) -> Bool) -> _EditRegion {
            var region = self
            while region.left < region.right && region.top < region.bottom && same(region.left, region.top) {
                region.left += 1
                region.top += 1
            }
            while region.right > region.left && region.bottom > region.top && same(region.right - 1, region.bottom - 1) {
                region.right -= 1
                region.bottom -= 1
            }
            return region
        }
    }

    /// The edits (insert or remove, and the offset) of a shortest script from `oldCount` elements to `newCount`,
    /// given which pairs are equal, in the order they are found: Myers' linear-space refinement, which finds the
    /// middle snake of a region, keeps its edit, and goes on with the region before the snake, then the one after.
    func _myersEdits(oldCount: Int, newCount: Int, same: (Int, Int) -> Bool) -> [(insert: Bool, offset: Int)] {
        let whole = _EditRegion(left: 0, top: 0, right: oldCount, bottom: newCount).trimmed(same)
        let reach = whole.size
        // The furthest x reached forward on each diagonal k, and the furthest y backward on each diagonal c
        // (k, c in -reach...reach, stored from index 0).
        var forward = Array(repeating: 0, count: 2 * reach + 3)
        var backward = Array(repeating: 0, count: 2 * reach + 3)
        var edits: [(insert: Bool, offset: Int)] = []
        var later: [_EditRegion] = []
        var region = whole
        while true {
            var snake: _EditRegion? = nil
            if region.size == 1 {
                edits.append(region.width == 1 ? (insert: false, offset: region.left) : (insert: true, offset: region.top))
            } else if region.size > 1 {
                forward[reach + 1] = region.left
                backward[reach + 1] = region.bottom
                let odd = region.delta % 2 != 0
                var depth = 0
                search: while depth <= (region.size + 1) / 2 {
                    var k = depth
                    while k >= -depth {
                        var left: Int
                        var right: Int
                        let insert = k == -depth || (k != depth && forward[reach + k - 1] < forward[reach + k + 1])
                        if insert {
                            right = forward[reach + k + 1]
                            left = right
                        } else {
                            left = forward[reach + k - 1]
                            right = left + 1
                        }
                        var bottom = region.top + (right - region.left) - k
                        let top = depth == 0 || right != left ? bottom : bottom - 1
                        let edit = insert ? (insert: true, offset: bottom - 1) : (insert: false, offset: left)
                        while right < region.right && bottom < region.bottom && same(right, bottom) {
                            right += 1
                            bottom += 1
                        }
                        forward[reach + k] = right
                        let c = k - region.delta
                        if odd && c >= -(depth - 1) && c <= depth - 1 && bottom >= backward[reach + c] {
                            edits.append(edit)
                            snake = _EditRegion(left: left, top: top, right: right, bottom: bottom)
                            break search
                        }
                        k -= 2
                    }
                    var c = depth
                    while c >= -depth {
                        let k = c + region.delta
                        var top: Int
                        var bottom: Int
                        let remove = c == -depth || (c != depth && backward[reach + c - 1] > backward[reach + c + 1])
                        if remove {
                            top = backward[reach + c + 1]
                            bottom = top
                        } else {
                            bottom = backward[reach + c - 1]
                            top = bottom - 1
                        }
                        var left = region.left + (top - region.top) + k
                        let right = depth == 0 || top != bottom ? left : left + 1
                        let edit = remove ? (insert: false, offset: left) : (insert: true, offset: top)
                        while left > region.left && top > region.top && same(left - 1, top - 1) {
                            left -= 1
                            top -= 1
                        }
                        backward[reach + c] = top
                        if !odd && k >= -depth && k <= depth && left <= forward[reach + k] {
                            edits.append(edit)
                            snake = _EditRegion(left: left, top: top, right: right, bottom: bottom)
                            break search
                        }
                        c -= 2
                    }
                    depth += 1
                }
            }
            if let snake {
                later.append(_EditRegion(left: snake.right, top: snake.bottom, right: region.right, bottom: region.bottom).trimmed(same))
                region = _EditRegion(left: region.left, top: region.top, right: snake.left, bottom: snake.top).trimmed(same)
            } else if let next = later.popLast() {
                region = next
            } else {
                return edits
            }
        }
    }

    /// The difference from `old` to `new` (the elements of the collections `difference(from:by:)` compares).
    func _difference<E>(from old: [E], to new: [E], by areEquivalent: (E, E) -> Bool) -> CollectionDifference<E> {
        var changes: [CollectionDifference<E>.Change] = []
        for edit in _myersEdits(oldCount: old.count, newCount: new.count, same: { areEquivalent(old[$0], new[$1]) }) {
            if edit.insert {
                changes.append(CollectionDifference<E>.Change.insert(offset: edit.offset, element: new[edit.offset], associatedWith: nil))
            } else {
                changes.append(CollectionDifference<E>.Change.remove(offset: edit.offset, element: old[edit.offset], associatedWith: nil))
            }
        }
        return CollectionDifference<E>(_validated: changes)
    }

    extension BidirectionalCollection {
        func difference<C: BidirectionalCollection>(from other: C, by areEquivalent: (C.Element, Element) -> Bool) -> CollectionDifference<Element> where C.Element == Element {
            _difference(from: Array(other), to: Array(self), by: areEquivalent)
        }
    }

    extension BidirectionalCollection where Element: Equatable {
        func difference<C: BidirectionalCollection>(from other: C) -> CollectionDifference<Element> where C.Element == Element {
            difference(from: other, by: ==)
        }
    }

    extension RangeReplaceableCollection {
        func applying(_ difference: CollectionDifference<Element>) -> Self? {
            var elements = Array(self)
            for removal in difference.removals.reversed() {
                guard removal._offset < elements.count else { return nil }
                elements.remove(at: removal._offset)
            }
            for insertion in difference.insertions {
                guard insertion._offset <= elements.count else { return nil }
                elements.insert(insertion._element, at: insertion._offset)
            }
            return Self(elements)
        }
    }
    """
}
