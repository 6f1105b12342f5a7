// Type casting: is, as?, as!, Any/AnyObject collections, downcasting class hierarchies
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Attachment {
    let filename: String
    init(filename: String) { self.filename = filename }
}
class ImageFile: Attachment {
    let width: Int, height: Int
    init(filename: String, width: Int, height: Int) { self.width = width; self.height = height; super.init(filename: filename) }
}
class AudioFile: Attachment {
    let seconds: Int
    init(filename: String, seconds: Int) { self.seconds = seconds; super.init(filename: filename) }
}

let inbox = [
    ImageFile(filename: "cat.png", width: 640, height: 480),
    AudioFile(filename: "memo.m4a", seconds: 95),
    ImageFile(filename: "map.jpg", width: 1024, height: 768),
    AudioFile(filename: "song.mp3", seconds: 241),
    Attachment(filename: "notes.txt"),
]
print(type(of: inbox), type(of: inbox[1]))
let images = inbox.filter { $0 is ImageFile }.count
let audio = inbox.filter { $0 is AudioFile }.count
print("\(images) images, \(audio) audio, \(inbox.count - images - audio) other")

for file in inbox {
    if let img = file as? ImageFile {
        print("🖼 \(img.filename) \(img.width)x\(img.height)")
    } else if let a = file as? AudioFile {
        print("🔊 \(a.filename) \(a.seconds / 60)m\(a.seconds % 60)s")
    } else {
        print("📄 \(file.filename)")
    }
}
let firstImage = inbox[0] as! ImageFile
print(firstImage.width * firstImage.height)
let totalSeconds = inbox.compactMap { $0 as? AudioFile }.map(\.seconds).reduce(0, +)
print("total audio \(totalSeconds)s")

// The clipboard history keeps anything that was copied.
let clipboard: [Any] = ["", "meeting notes", 0.0, 12, (1920, 1080), -3.5, 0,
                        ImageFile(filename: "chart.png", width: 800, height: 600),
                        { (s: String) in s.uppercased() + "!" }, ["pasted": 2], UInt8(35)]
for item in clipboard {
    switch item {
    case let text as String where text.isEmpty: print("empty text")
    case let text as String: print("text of \(text.count) characters")
    case 0 as Int, 0 as Double: print("a zero")
    case let n as Int: print("whole number \(n)")
    case let d as Double where d < 0: print("negative decimal \(d)")
    case let (w, h) as (Int, Int): print("a size, \(w) by \(h)")
    case let file as Attachment: print("file \(file.filename), image: \(file is ImageFile)")
    case let shout as (String) -> String: print("a function: \(shout("copied"))")
    case let counts as [String: Int]: print("counts for \(counts.keys.sorted())")
    case is UInt8: print("a single byte")
    default: print("something else: \(item)")
    }
}
let refs: [AnyObject] = [AudioFile(filename: "a", seconds: 1), ImageFile(filename: "b", width: 2, height: 2)]
print(refs.compactMap { ($0 as? Attachment)?.filename }, refs[0] is ImageFile, refs[1] is Attachment)
let boxed: Any = 7
print(boxed as? String ?? "not a string", (boxed as? Int).map { $0 * 6 } ?? 0, boxed is Int)
let upcast: Attachment = firstImage
print(type(of: upcast), (upcast as? AudioFile)?.seconds as Any)
// expect: Array<Attachment> AudioFile
// expect: 2 images, 2 audio, 1 other
// expect: 🖼 cat.png 640x480
// expect: 🔊 memo.m4a 1m35s
// expect: 🖼 map.jpg 1024x768
// expect: 🔊 song.mp3 4m1s
// expect: 📄 notes.txt
// expect: 307200
// expect: total audio 336s
// expect: empty text
// expect: text of 13 characters
// expect: a zero
// expect: whole number 12
// expect: a size, 1920 by 1080
// expect: negative decimal -3.5
// expect: a zero
// expect: file chart.png, image: true
// expect: a function: COPIED!
// expect: counts for ["pasted"]
// expect: a single byte
// expect: ["a", "b"] false true
// expect: not a string 42 true
// expect: ImageFile nil
