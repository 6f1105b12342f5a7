// Compiler test style: class-constrained protocols (AnyObject), weak references and identity
// known-gap: line 6: expected '["default:photo.png", "detail:direct"]', got '["detail:photo.png", "detail:direct"]'
protocol DownloadDelegate: AnyObject {
  var log: [String] { get set }
  func didFinish(_ name: String)
}
extension DownloadDelegate {
  func didFinish(_ name: String) { log.append("default:\(name)") }
}

final class Downloader {
  weak var delegate: DownloadDelegate?
  var name: String
  init(name: String) { self.name = name }
  func run() {
    if let d = delegate { d.didFinish(name) } else { print("no delegate for \(name)") }
  }
}

class Screen: DownloadDelegate {
  var log: [String] = []
  let title: String
  init(title: String) { self.title = title }
  deinit { print("deinit \(title)") }
}

final class DetailScreen: Screen {
  func didFinish(_ name: String) { log.append("detail:\(name)") }
}

func sameObject(_ a: DownloadDelegate, _ b: DownloadDelegate) -> Bool { a === b }

let dl = Downloader(name: "photo.png")
do {
  let screen = Screen(title: "home")
  dl.delegate = screen
  dl.run()
  dl.run()
  print(screen.log)
  let other: DownloadDelegate = screen
  other.log.append("mutated")
  print(screen.log.count, sameObject(screen, other))
}
dl.run()
print(dl.delegate == nil)

let detail = DetailScreen(title: "detail")
dl.delegate = detail
dl.run()
detail.didFinish("direct")
print(detail.log)
let asProto: DownloadDelegate = detail
asProto.didFinish("proto")
print(detail.log)
print(sameObject(detail, Screen(title: "temp")))
// expect: ["default:photo.png", "default:photo.png"]
// expect: 3 true
// expect: deinit home
// expect: no delegate for photo.png
// expect: true
// expect: ["default:photo.png", "detail:direct"]
// expect: ["default:photo.png", "detail:direct", "default:proto"]
// expect: deinit temp
// expect: false
