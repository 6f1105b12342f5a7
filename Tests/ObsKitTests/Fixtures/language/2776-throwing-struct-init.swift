// Compiler test style: throwing struct initializers, delegation with try, defer inside init
enum ParseError: Error { case empty, negative(Int) }

final class Resource {
  let id: Int
  init(_ id: Int) { self.id = id; print("acquire \(id)") }
  deinit { print("release \(id)") }
}

struct Job {
  let res: Resource
  let size: Int
  init(id: Int, size: Int) throws {
    defer { print("defer in init(id:size:) for \(id)") }
    res = Resource(id)
    if size < 0 { throw ParseError.negative(size) }
    self.size = size
  }
  init(spec: String) throws {
    guard !spec.isEmpty else { throw ParseError.empty }
    try self.init(id: spec.count, size: Int(spec) ?? -1)
    print("delegation finished")
  }
}

for spec in ["12", "", "x"] {
  do {
    let j = try Job(spec: spec)
    print("job size \(j.size) res \(j.res.id)")
  } catch {
    print("error: \(error)")
  }
}
// expect: acquire 2
// expect: defer in init(id:size:) for 2
// expect: delegation finished
// expect: job size 12 res 2
// expect: release 2
// expect: error: empty
// expect: acquire 1
// expect: defer in init(id:size:) for 1
// expect: release 1
// expect: error: negative(-1)
