// Compiler test style: protocol extension defaults vs requirements (static vs dynamic dispatch)
protocol Logger {
  func level() -> String
}
extension Logger {
  func level() -> String { "default-level" }
  func prefix() -> String { "default-prefix" }
  func line(_ msg: String) -> String { "[\(level())|\(prefix())] \(msg)" }
}

struct FileLogger: Logger {
  func level() -> String { "file-level" }
  func prefix() -> String { "file-prefix" }
}
struct QuietLogger: Logger {}

class BaseLogger: Logger {
  func prefix() -> String { "base-prefix" }
}
class LoudLogger: BaseLogger {
  func level() -> String { "loud-level" }
  override func prefix() -> String { "loud-prefix" }
}

func viaGeneric<L: Logger>(_ l: L) -> String { "\(l.level()) \(l.prefix())" }
func viaExistential(_ l: any Logger) -> String { "\(l.level()) \(l.prefix())" }

let file = FileLogger()
print(file.level(), file.prefix())
print(viaGeneric(file))
print(viaExistential(file))
print(file.line("hello"))

let quiet = QuietLogger()
print(viaGeneric(quiet))
print(quiet.line("shh"))

let loud = LoudLogger()
print(loud.level(), loud.prefix())
print(viaGeneric(loud))
print(viaExistential(loud))
let asBase: BaseLogger = loud
print(asBase.prefix(), viaGeneric(asBase))
print(loud.line("boom"))

let all: [any Logger] = [file, quiet, loud]
print(all.map { $0.level() })
print(all.map { $0.prefix() })
// expect: file-level file-prefix
// expect: file-level default-prefix
// expect: file-level default-prefix
// expect: [file-level|default-prefix] hello
// expect: default-level default-prefix
// expect: [default-level|default-prefix] shh
// expect: loud-level loud-prefix
// expect: default-level default-prefix
// expect: default-level default-prefix
// expect: loud-prefix default-level default-prefix
// expect: [default-level|default-prefix] boom
// expect: ["file-level", "default-level", "default-level"]
// expect: ["default-prefix", "default-prefix", "default-prefix"]
