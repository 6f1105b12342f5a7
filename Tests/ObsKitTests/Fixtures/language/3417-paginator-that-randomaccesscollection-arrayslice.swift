// App code style: a Paginator that is a RandomAccessCollection of ArraySlice pages; page indices keep their base positions
struct Paginator<Item>: RandomAccessCollection {
    let items: [Item]
    let pageSize: Int

    var startIndex: Int { 0 }
    var endIndex: Int { (items.count + pageSize - 1) / pageSize }

    subscript(page: Int) -> ArraySlice<Item> {
        let lo = page * pageSize
        return items[lo..<Swift.min(lo + pageSize, items.count)]
    }
}

let comments = (1...11).map { "c\($0)" }
let pages = Paginator(items: comments, pageSize: 4)
print("pages:", pages.count)
for (n, page) in pages.enumerated() {
    print("page \(n + 1) [\(page.startIndex)..<\(page.endIndex)]:", Array(page))
}
print("last page first item:", pages.last!.first!)
print("reversed page sizes:", pages.reversed().map(\.count))
let p2 = pages[1]
print(p2[p2.startIndex], p2.firstIndex(of: "c7")!, p2.indices)
print(p2.dropFirst().first!, p2.prefix(2), p2.suffix(1))
print(pages.firstIndex { $0.contains("c10") }!)
print(pages.map { $0.joined(separator: ",") })
let numbers = Paginator(items: Array(1...20), pageSize: 6)
print(numbers.map { $0.reduce(0, +) })
print(numbers.filter { $0.count < 6 }.map { Array($0) })
print(numbers[numbers.index(before: numbers.endIndex)].max()!)
print(numbers[1...2].map { $0.first! }, numbers.dropLast(2).count)
let empty = Paginator(items: [String](), pageSize: 3)
print(empty.isEmpty, empty.count, Array(empty.map(\.count)))
// expect: pages: 3
// expect: page 1 [0..<4]: ["c1", "c2", "c3", "c4"]
// expect: page 2 [4..<8]: ["c5", "c6", "c7", "c8"]
// expect: page 3 [8..<11]: ["c9", "c10", "c11"]
// expect: last page first item: c9
// expect: reversed page sizes: [3, 4, 4]
// expect: c5 6 4..<8
// expect: c6 ["c5", "c6"] ["c8"]
// expect: 2
// expect: ["c1,c2,c3,c4", "c5,c6,c7,c8", "c9,c10,c11"]
// expect: [21, 57, 93, 39]
// expect: [[19, 20]]
// expect: 20
// expect: [7, 13] 2
// expect: true 0 []
