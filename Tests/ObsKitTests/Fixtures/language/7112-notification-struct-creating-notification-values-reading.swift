// Tutorial style (Notification struct): creating Notification values and reading their fields
import Foundation

let name = Notification.Name("com.example.downloadFinished")
let note = Notification(name: name, object: "task-1", userInfo: ["bytes": 2048, "ok": true])
print(note.name.rawValue)
print(note.object as? String ?? "nil")
print(note.userInfo?["bytes"] as? Int ?? 0)
print(note.userInfo?["ok"] as? Bool ?? false)
print(note.userInfo?["missing"] == nil)

let same = Notification.Name("com.example.downloadFinished")
print(name == same)
print(name == Notification.Name("other"))

var received: [Notification] = []
let obs = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { received.append($0) }
NotificationCenter.default.post(note)
NotificationCenter.default.post(name: name, object: nil)
NotificationCenter.default.removeObserver(obs)
print(received.count)
for r in received {
    let bytes = r.userInfo?["bytes"] as? Int
    print(r.name.rawValue, bytes.map { "\($0)" } ?? "no info")
}
// expect: com.example.downloadFinished
// expect: task-1
// expect: 2048
// expect: true
// expect: true
// expect: true
// expect: false
// expect: 2
// expect: com.example.downloadFinished 2048
// expect: com.example.downloadFinished no info
