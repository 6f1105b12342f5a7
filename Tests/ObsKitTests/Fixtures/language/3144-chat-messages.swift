// App code style: chat thread model with enum message kinds, associated values, pattern matching and unread counts
enum MessageKind {
    case text(String)
    case image(width: Int, height: Int)
    case reaction(emoji: Character, to: Int)
    case system(String)
}

struct Message {
    let id: Int
    let sender: String
    let kind: MessageKind
    var isRead = false
}

extension Message: CustomStringConvertible {
    var description: String {
        switch kind {
        case .text(let body) where body.count > 20:
            return "\(sender): \(body.prefix(20))…"
        case .text(let body):
            return "\(sender): \(body)"
        case let .image(w, h) where w == h:
            return "\(sender) sent a square photo"
        case let .image(w, h):
            return "\(sender) sent a \(w)x\(h) photo"
        case let .reaction(emoji, target):
            return "\(sender) reacted \(emoji) to #\(target)"
        case .system(let note):
            return "— \(note) —"
        }
    }
}

var thread = [
    Message(id: 1, sender: "Ana", kind: .system("Ana created the group"), isRead: true),
    Message(id: 2, sender: "Ana", kind: .text("Hi all!"), isRead: true),
    Message(id: 3, sender: "Ben", kind: .text("Did anyone see the game last night? Wild ending")),
    Message(id: 4, sender: "Cy", kind: .image(width: 800, height: 800)),
    Message(id: 5, sender: "Ana", kind: .reaction(emoji: "😂", to: 3)),
    Message(id: 6, sender: "Ben", kind: .image(width: 1920, height: 1080)),
]

thread.forEach { print($0) }
print("Unread: \(thread.filter { !$0.isRead }.count)")
for index in thread.indices where thread[index].sender == "Ben" {
    thread[index].isRead = true
}
print("Unread after reading Ben: \(thread.filter { !$0.isRead }.map(\.id))")
let photos = thread.filter { if case .image = $0.kind { return true } else { return false } }
print("Photos: \(photos.count)")
let reactionTargets = thread.compactMap { msg -> Int? in
    guard case .reaction(_, let target) = msg.kind else { return nil }
    return target
}
print("Reactions point at: \(reactionTargets)")
// expect: — Ana created the group —
// expect: Ana: Hi all!
// expect: Ben: Did anyone see the g…
// expect: Cy sent a square photo
// expect: Ana reacted 😂 to #3
// expect: Ben sent a 1920x1080 photo
// expect: Unread: 4
// expect: Unread after reading Ben: [4, 5]
// expect: Photos: 2
// expect: Reactions point at: [3]
