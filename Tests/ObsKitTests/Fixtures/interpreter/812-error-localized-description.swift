// Foundation's Error.localizedDescription: a LocalizedError's errorDescription, else the operation-could-not-be-
// completed text with the type and the case's number (cases with payloads first). Expected output from swiftc
// 6.3.1 on Linux, compiled with -module-name main (the module ObsREPL's types are in).
import Foundation
enum LoadError: Error { case offline, timeout(Int) }
struct Bad: Error { let code: Int }
print(LoadError.offline.localizedDescription)
print(LoadError.timeout(3).localizedDescription)
print(Bad(code: 4).localizedDescription)
print(CancellationError().localizedDescription)
enum Described: LocalizedError { case x; var errorDescription: String? { "custom x" } }
print(Described.x.localizedDescription)
// expect: The operation could not be completed. (main.LoadError error 1.)
// expect: The operation could not be completed. (main.LoadError error 0.)
// expect: The operation could not be completed. (main.Bad error 1.)
// expect: The operation could not be completed. (Swift.CancellationError error 1.)
// expect: custom x
