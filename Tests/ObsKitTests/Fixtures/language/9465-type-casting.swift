// Type casting: is, as?, as!, upcasts, Any and AnyObject collections, pattern casts in switch (expected output from swiftc 6.3.1 on Linux)
class ChatMessage {
    let sender: String
    init(sender: String) { self.sender = sender }
}
final class TextMessage: ChatMessage {
    let body: String
    init(sender: String, body: String) { self.body = body; super.init(sender: sender) }
}
final class PhotoMessage: ChatMessage {
    let megapixels: Int
    init(sender: String, megapixels: Int) { self.megapixels = megapixels; super.init(sender: sender) }
}

let thread = [
    TextMessage(sender: "kim", body: "lunch?"),
    PhotoMessage(sender: "raj", megapixels: 12),
    TextMessage(sender: "raj", body: "sure"),
    PhotoMessage(sender: "kim", megapixels: 48),
    TextMessage(sender: "kim", body: "12:30"),
]
print(type(of: thread))
var texts = 0, photos = 0
for message in thread {
    if message is TextMessage { texts += 1 } else if message is PhotoMessage { photos += 1 }
}
print("\(texts) texts, \(photos) photos")

for message in thread {
    if let t = message as? TextMessage {
        print("\(t.sender) wrote: \(t.body)")
    } else if let p = message as? PhotoMessage {
        print("\(p.sender) sent a \(p.megapixels)MP photo")
    }
}
let bigPhotos = thread.compactMap { $0 as? PhotoMessage }.filter { $0.megapixels > 20 }.map(\.sender)
print("big photo senders:", bigPhotos)
let opener = thread[0] as! TextMessage
print("forced downcast:", opener.body)

var inbox: [Any] = []
inbox.append(-1)
inbox.append(1)
inbox.append(2.5)
inbox.append(-0.5)
inbox.append("ping")
inbox.append(("kim", 3))
inbox.append(PhotoMessage(sender: "zoe", megapixels: 8))
inbox.append({ (n: Int) -> Int in n * n })
inbox.append(["a": 1])
inbox.append(true)

for item in inbox {
    switch item {
    case -1 as Int: print("sentinel -1")
    case let n as Int: print("int \(n)")
    case let d as Double where d < 0: print("negative double \(d)")
    case let d as Double: print("double \(d)")
    case let s as String: print("string \"\(s)\" of length \(s.count)")
    case let (name, unread) as (String, Int): print("\(name) has \(unread) unread")
    case let m as ChatMessage: print("message from \(m.sender)")
    case let f as (Int) -> Int: print("function gives f(7) = \(f(7))")
    case let dict as [String: Int]: print("dictionary with keys \(dict.keys.sorted())")
    default: print("unhandled: \(item)")
    }
}

let refs: [AnyObject] = [thread[1], thread[2], PhotoMessage(sender: "eve", megapixels: 2)]
let photoSenders = refs.compactMap { $0 as? PhotoMessage }.map(\.sender)
print(photoSenders, refs.count)
let boxed: Any = 7
print(boxed as? String as Any, (boxed as? Int).map { $0 * 6 } as Any)
let general: ChatMessage = TextMessage(sender: "ann", body: "hi")
print(general is TextMessage, type(of: general) == TextMessage.self)

// expect: Array<ChatMessage>
// expect: 3 texts, 2 photos
// expect: kim wrote: lunch?
// expect: raj sent a 12MP photo
// expect: raj wrote: sure
// expect: kim sent a 48MP photo
// expect: kim wrote: 12:30
// expect: big photo senders: ["kim"]
// expect: forced downcast: lunch?
// expect: sentinel -1
// expect: int 1
// expect: double 2.5
// expect: negative double -0.5
// expect: string "ping" of length 4
// expect: kim has 3 unread
// expect: message from zoe
// expect: function gives f(7) = 49
// expect: dictionary with keys ["a"]
// expect: unhandled: true
// expect: ["raj", "eve"] 3
// expect: nil Optional(42)
// expect: true true
