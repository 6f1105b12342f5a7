// Compiler test style: enum-based error hierarchies with CustomStringConvertible, Error protocol default members, error equality
enum FileError: Error, CustomStringConvertible, Equatable {
  case notFound(path: String)
  case permission(user: String, mode: Int)
  case corrupted
  var description: String {
    switch self {
    case .notFound(let p): return "not found: \(p)"
    case let .permission(u, m): return "permission denied for \(u) (mode \(m))"
    case .corrupted: return "corrupted"
    }
  }
}
func open(_ path: String, user: String = "guest") throws -> String {
  if path.hasPrefix("/secret") && user != "root" { throw FileError.permission(user: user, mode: 0o600) }
  if path.hasSuffix(".bad") { throw FileError.corrupted }
  if !path.hasPrefix("/") { throw FileError.notFound(path: path) }
  return "contents of \(path)"
}
let attempts: [(String, String)] = [("/etc/x", "guest"), ("/secret/k", "guest"), ("/secret/k", "root"), ("rel", "root"), ("/a.bad", "x")]
for (p, u) in attempts {
  do {
    print(try open(p, user: u))
  } catch let e as FileError where e == .corrupted {
    print("special corrupted handling")
  } catch let e as FileError {
    print("FileError:", e)
  } catch {
    print("unexpected")
  }
}
let e1: Error = FileError.notFound(path: "a")
print(e1 as? FileError == .notFound(path: "a"), e1 as? FileError == .notFound(path: "b"))
print(String(describing: e1))
print("\(FileError.permission(user: "u", mode: 7))")
let results = attempts.map { a in Result { try open(a.0, user: a.1) } }
print(results.filter { if case .success = $0 { return true } else { return false } }.count)
let failures = results.compactMap { r -> String? in
  if case .failure(let e) = r { return "\(e)" } else { return nil }
}
print(failures)
// expect: contents of /etc/x
// expect: FileError: permission denied for guest (mode 384)
// expect: contents of /secret/k
// expect: FileError: not found: rel
// expect: special corrupted handling
// expect: true false
// expect: not found: a
// expect: permission denied for u (mode 7)
// expect: 2
// expect: ["permission denied for guest (mode 384)", "not found: rel", "corrupted"]
