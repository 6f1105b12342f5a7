// Compiler test style: hand-written type erasure with closures (AnyX wrapper)
protocol DataSource {
  associatedtype Item
  func count() -> Int
  func item(at index: Int) -> Item
  mutating func append(_ item: Item)
}

struct ArraySource<T>: DataSource {
  var storage: [T]
  func count() -> Int { storage.count }
  func item(at index: Int) -> T { storage[index] }
  mutating func append(_ item: T) { storage.append(item) }
}

struct RepeatingSource: DataSource {
  var word: String
  var times: Int
  func count() -> Int { times }
  func item(at index: Int) -> String { "\(word)#\(index)" }
  mutating func append(_ item: String) { times += 1; word = item }
}

final class AnyDataSource<Item>: DataSource {
  private let _count: () -> Int
  private let _item: (Int) -> Item
  private let _append: (Item) -> Void
  init<S: DataSource>(_ source: S) where S.Item == Item {
    var box = source
    _count = { box.count() }
    _item = { box.item(at: $0) }
    _append = { box.append($0) }
  }
  func count() -> Int { _count() }
  func item(at index: Int) -> Item { _item(index) }
  func append(_ item: Item) { _append(item) }
}

func render<S: DataSource>(_ s: S) -> String {
  (0..<s.count()).map { "\(s.item(at: $0))" }.joined(separator: ",")
}

let sources: [AnyDataSource<String>] = [
  AnyDataSource(ArraySource(storage: ["a", "b"])),
  AnyDataSource(RepeatingSource(word: "hey", times: 2)),
]
for s in sources { print(render(s)) }
for s in sources { s.append("new") }
for s in sources { print(s.count(), render(s)) }

let numbers = AnyDataSource(ArraySource(storage: [1, 2, 3]))
let alias = numbers
alias.append(4)
print(numbers.count(), render(numbers))
print(type(of: numbers))
let original = ArraySource(storage: [10])
let wrapped = AnyDataSource(original)
wrapped.append(20)
print(original.count(), wrapped.count())
// expect: a,b
// expect: hey#0,hey#1
// expect: 3 a,b,new
// expect: 3 new#0,new#1,new#2
// expect: 4 1,2,3,4
// expect: AnyDataSource<Int>
// expect: 1 2
