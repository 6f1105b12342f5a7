// App code style: chat transcript grouping with relative timestamps and unread tracking
struct Message {
    let id: Int
    let author: String
    let text: String
    let sentAt: Int        // seconds since epoch of the conversation
    var reactions: [String: Int] = [:]
}

struct MessageGroup {
    let author: String
    var messages: [Message]
    var first: Int { messages.first!.sentAt }
}

func relative(_ t: Int, now: Int) -> String {
    let d = now - t
    switch d {
    case ..<0: return "in the future"
    case 0..<10: return "just now"
    case 10..<60: return "\(d)s ago"
    case 60..<3600: return "\(d / 60)m ago"
    case 3600..<86_400: return "\(d / 3600)h ago"
    default:
        let days = d / 86_400
        return days == 1 ? "yesterday" : "\(days)d ago"
    }
}

func group(_ messages: [Message], gap: Int = 300) -> [MessageGroup] {
    messages.sorted { $0.sentAt < $1.sentAt }.reduce(into: [MessageGroup]()) { groups, m in
        if var last = groups.last, last.author == m.author, m.sentAt - last.messages.last!.sentAt <= gap {
            last.messages.append(m)
            groups[groups.count - 1] = last
        } else {
            groups.append(MessageGroup(author: m.author, messages: [m]))
        }
    }
}

struct ReadState {
    private var lastRead: [String: Int] = [:]
    mutating func markRead(_ user: String, upTo id: Int) {
        lastRead[user] = max(lastRead[user] ?? 0, id)
    }
    func unread(_ user: String, in messages: [Message]) -> Int {
        messages.filter { $0.id > (lastRead[user] ?? 0) && $0.author != user }.count
    }
}

let now = 200_000
var messages = [
    Message(id: 1, author: "mia", text: "Deploy is done", sentAt: 10_000),
    Message(id: 2, author: "mia", text: "All green", sentAt: 10_120),
    Message(id: 3, author: "leo", text: "Nice!", sentAt: 10_200),
    Message(id: 5, author: "mia", text: "Rolling back one service", sentAt: 196_000),
    Message(id: 4, author: "leo", text: "Monitoring now", sentAt: 120_000),
    Message(id: 6, author: "mia", text: "Fixed", sentAt: 196_250),
    Message(id: 7, author: "mia", text: "Really fixed", sentAt: 199_995),
    Message(id: 8, author: "leo", text: "ok", sentAt: 199_970),
]
messages[0].reactions = ["🎉": 2, "👍": 1]
messages[5].reactions["👍", default: 0] += 3

for g in group(messages) {
    print("\(g.author) · \(relative(g.first, now: now))")
    for m in g.messages {
        let r = m.reactions.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " ")
        print("   \(m.text)\(r.isEmpty ? "" : "  [\(r)]")")
    }
}
var reads = ReadState()
reads.markRead("leo", upTo: 3)
reads.markRead("mia", upTo: 7)
reads.markRead("leo", upTo: 2)
print("unread leo:", reads.unread("leo", in: messages), "mia:", reads.unread("mia", in: messages), "zoe:", reads.unread("zoe", in: messages))
print([5, 45, 7200, 90_000, 400_000, -3].map { relative(now - $0, now: now) })
let total = messages.flatMap { $0.reactions.values }.reduce(0, +)
print("reactions:", total, "groups:", group(messages, gap: 100_000).count)
// expect: mia · 2d ago
// expect:    Deploy is done  [🎉2 👍1]
// expect:    All green
// expect: leo · 2d ago
// expect:    Nice!
// expect: leo · 22h ago
// expect:    Monitoring now
// expect: mia · 1h ago
// expect:    Rolling back one service
// expect:    Fixed  [👍3]
// expect: leo · 30s ago
// expect:    ok
// expect: mia · just now
// expect:    Really fixed
// expect: unread leo: 3 mia: 1 zoe: 8
// expect: ["just now", "45s ago", "2h ago", "yesterday", "4d ago", "in the future"]
// expect: reactions: 6 groups: 6
