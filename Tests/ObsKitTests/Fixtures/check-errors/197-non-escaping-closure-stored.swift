// Check error: a non-escaping closure parameter is stored in a property
class Downloader {
    var onFinish: ((String) -> Void)?

    func start(url: String, completion: (String) -> Void) {
        onFinish = completion
        print("Downloading \(url)...")
    }

    func finish() {
        onFinish?("done")
    }
}

let downloader = Downloader()
downloader.start(url: "https://example.com/file.zip") { status in
    print("Status: \(status)")
}
downloader.finish()
// expect-error: assigning non-escaping parameter 'completion' to an '@escaping' closure
