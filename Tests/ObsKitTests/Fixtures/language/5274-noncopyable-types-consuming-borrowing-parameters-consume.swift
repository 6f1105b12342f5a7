// Evolution proposal style (SE-0366, SE-0390): noncopyable types, consuming/borrowing parameters, consume operator
struct FileHandle: ~Copyable {
    let id: Int
    var name: String { "file\(id)" }
    init(_ id: Int) { self.id = id; print("open \(name)") }
    borrowing func read() -> String { "contents of \(name)" }
    consuming func close() { print("close \(name) explicitly"); discard self }
    deinit { print("deinit \(name)") }
}
func inspect(_ f: borrowing FileHandle) { print("inspect", f.name) }
func take(_ f: consuming FileHandle) { print("took", f.name) }
do {
    let f = FileHandle(1)
    print(f.read())
    inspect(f)
    take(f)
    print("after take")
}
do {
    let g = FileHandle(2)
    g.close()
    print("after close")
}
do {
    var h = FileHandle(3)
    h = FileHandle(4)
    print("reassigned", h.name)
}
struct Token: ~Copyable {
    var id: Int
    mutating func bump() { id += 1 }
}
func moves() {
    var tok = Token(id: 1)
    tok.bump()
    let moved = consume tok
    print("moved id", moved.id)
    let numbers = [1, 2, 3]
    var copy = consume numbers
    copy.append(4)
    print(copy)
}
moves()
func makeAndReturn() -> FileHandle { FileHandle(5) }
let e = makeAndReturn()
print(e.read())
enum Slot: ~Copyable { case empty, full(Token) }
func unwrap() {
    let slot = Slot.full(Token(id: 9))
    switch consume slot {
    case .empty: print("empty")
    case .full(let t): print("full", t.id)
    }
}
unwrap()

// expect: open file1
// expect: contents of file1
// expect: inspect file1
// expect: took file1
// expect: deinit file1
// expect: after take
// expect: open file2
// expect: close file2 explicitly
// expect: after close
// expect: open file3
// expect: open file4
// expect: deinit file3
// expect: reassigned file4
// expect: deinit file4
// expect: moved id 2
// expect: [1, 2, 3, 4]
// expect: open file5
// expect: contents of file5
// expect: full 9
