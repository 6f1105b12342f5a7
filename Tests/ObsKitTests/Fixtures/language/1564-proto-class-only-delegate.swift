// Protocols: a class-only protocol (`AnyObject`) for a weak delegate, the delegate pattern calling back, and the delegate going away.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol DownloadDelegate: AnyObject {
    func progress(_ fraction: Double, of name: String)
    func finished(_ name: String)
}

final class Downloader {
    weak var delegate: DownloadDelegate?
    let name: String
    init(name: String) { self.name = name }

    func run(steps: Int) {
        for i in 1...steps {
            delegate?.progress(Double(i) / Double(steps), of: name)
        }
        delegate?.finished(name)
        if delegate == nil { print("\(name): nobody is listening") }
    }
}

final class Screen: DownloadDelegate {
    var log: [String] = []
    func progress(_ fraction: Double, of name: String) {
        log.append("\(name) \(Int(fraction * 100))%")
    }
    func finished(_ name: String) {
        log.append("\(name) done")
    }
    deinit { print("Screen deinit") }
}

let job = Downloader(name: "photo.jpg")
var screen: Screen? = Screen()
job.delegate = screen
job.run(steps: 4)
print(screen!.log)
screen = nil
job.run(steps: 2)
print(job.delegate == nil)

// expect: ["photo.jpg 25%", "photo.jpg 50%", "photo.jpg 75%", "photo.jpg 100%", "photo.jpg done"]
// expect: Screen deinit
// expect: photo.jpg: nobody is listening
// expect: true
