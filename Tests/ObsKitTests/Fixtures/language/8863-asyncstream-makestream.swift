// Apple docs style (AsyncStream.makeStream): progress updates from a download task
enum Progress: CustomStringConvertible {
    case started(file: String)
    case percent(Int)
    case done(bytes: Int)

    var description: String {
        switch self {
        case .started(let file): return "started \(file)"
        case .percent(let p): return "\(p)%"
        case .done(let bytes): return "done (\(bytes) bytes)"
        }
    }
}

// makeStream hands back the stream and its continuation as a pair,
// so the producer can live anywhere.
func startDownload(file: String, chunks: Int) -> AsyncStream<Progress> {
    let (stream, continuation) = AsyncStream.makeStream(of: Progress.self)
    Task {
        continuation.yield(.started(file: file))
        for chunk in 1...chunks {
            await Task.yield()
            continuation.yield(.percent(chunk * 100 / chunks))
        }
        continuation.yield(.done(bytes: chunks * 512))
        continuation.finish()
    }
    return stream
}

for await update in startDownload(file: "movie.mov", chunks: 4) {
    print(update)
}

// The continuation can be stored in an object and fed later.
final class Keyboard {
    let keys: AsyncStream<Character>
    private let continuation: AsyncStream<Character>.Continuation

    init() {
        (keys, continuation) = AsyncStream.makeStream(of: Character.self)
    }

    func type(_ text: String) {
        for ch in text { continuation.yield(ch) }
    }

    func close() { continuation.finish() }
}

let keyboard = Keyboard()
keyboard.type("hi there")
keyboard.close()
var word = ""
var words: [String] = []
for await key in keyboard.keys {
    if key == " " {
        words.append(word)
        word = ""
    } else {
        word.append(key)
    }
}
words.append(word)
print("words:", words)

// A stream of tuples built with an explicit element type.
let (pairs, pairSink) = AsyncStream.makeStream(of: (String, Int).self)
for (i, name) in ["x", "y", "z"].enumerated() {
    pairSink.yield((name, i))
}
pairSink.finish()
for await (name, index) in pairs {
    print("\(index):\(name)")
}

// expect: started movie.mov
// expect: 25%
// expect: 50%
// expect: 75%
// expect: 100%
// expect: done (2048 bytes)
// expect: words: ["hi", "there"]
// expect: 0:x
// expect: 1:y
// expect: 2:z
