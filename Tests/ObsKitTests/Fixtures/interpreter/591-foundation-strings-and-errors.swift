// String(format:locale:), Substring as a RangeReplaceableCollection, String.Index(utf16Offset:in:), a string
// view's firstIndex, and NSError: made by NSError(domain:code:userInfo:) and bridged from a Swift error.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

print(String(format: "%d items", locale: Locale(identifier: "en_US_POSIX"), 5))
print(String(format: "%.2f", locale: Locale(identifier: "de_DE"), 3.5))
print(String(format: "%@ and %d", arguments: ["x", 3]))

let line = "key=value"
var rest = line[line.index(after: line.firstIndex(of: "=")!)...]
rest.append("!")
rest.insert("<", at: rest.startIndex)
print(rest, rest.removeFirst(), rest.removeLast(), rest)
rest.removeAll()
print(rest.isEmpty, line)

let word = "naïve"
let i = word.unicodeScalars.firstIndex(of: "ï")!
print(word.unicodeScalars.distance(from: word.unicodeScalars.startIndex, to: i), String(word[i]))
print(String.Index(utf16Offset: 2, in: word) == i)

enum LoadError: LocalizedError {
    case missing(String)
    case locked
    var errorDescription: String? {
        if case .missing(let name) = self { return "\(name) is missing" }
        return nil
    }
    var failureReason: String? { "it is locked" }
}
let bridged = LoadError.missing("a.txt") as NSError
print(bridged.domain.hasSuffix("LoadError"), bridged.code, bridged.localizedDescription)
print(LoadError.locked.localizedDescription)
let made = NSError(domain: "app", code: 7, userInfo: [NSLocalizedDescriptionKey: "custom text"])
print(made.domain, made.code, made.localizedDescription)
print(NSError(domain: "bare", code: 3).localizedDescription)
let thrown: Error = made
print(thrown.localizedDescription, (thrown as NSError).code)

// expect: 5 items
// expect: 3,50
// expect: x and 3
// expect: <value! < ! value
// expect: true key=value
// expect: 2 ï
// expect: true
// expect: true 0 a.txt is missing
// expect: The operation could not be completed. it is locked
// expect: app 7 custom text
// expect: The operation could not be completed. (bare error 3.)
// expect: custom text 7
