// Follows Foundation's `NotificationCenter.post(name:object:userInfo:)` page
// (https://developer.apple.com/documentation/foundation/notificationcenter/post(name:object:userinfo:)): "Creates a
// notification with a given name, sender, and information and posts it to the notification center." Own code: two
// uploaders post "upload finished" with the file in `userInfo`, themselves as the sender; the screen counts every
// upload, and lists the photos uploader's files through a publisher filtered by sender.
// - `publisher(for:object:)`: "object: The object posting the named notification. If nil, the publisher emits
//   elements for any object producing a notification with the given name" (Apple
//   `notificationcenter/publisher(for:object:)`): the documents uploader's post reaches only the second receiver.
// - Delivery is synchronous (Apple `notificationcenter`; rules §15.15): the receivers run inside `post`, before
//   "posted". The order in which two observers of one post run is not documented, so only one of them prints.
// - The button's `Task` starts after the action and runs on the main actor (Swift `mainactor`; rules §10.1); the
//   upload sleeps 2 s on the virtual clock. The receivers' @State writes run one body after the task's turn
//   (rules §3.4, §10.1).
// - The uploaders are stored `let`s of the mounted root, made once.
import SwiftUI
import Combine

extension Notification.Name {
    static let uploadFinished = Notification.Name("uploadFinished")
}

@MainActor
final class Uploader {
    let name: String

    init(name: String) {
        self.name = name
    }

    func upload(_ file: String) async {
        print("\(name) uploading \(file)")
        try? await Task.sleep(for: .seconds(2))
        NotificationCenter.default.post(name: .uploadFinished, object: self, userInfo: ["file": file])
        print("\(name) posted \(file)")
    }
}

struct UploadsView: View {
    let photos = Uploader(name: "photos")
    let documents = Uploader(name: "documents")
    @State private var photoFiles: [String] = []
    @State private var finished = 0

    var body: some View {
        let _ = print("UploadsView body, photos \(photoFiles), \(finished) finished")
        VStack {
            Button("Upload photo") {
                Task { await photos.upload("beach.jpg") }
            }
            Button("Upload document") {
                Task { await documents.upload("notes.pdf") }
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .uploadFinished, object: photos)) { note in
            let file = note.userInfo?["file"] as? String ?? "?"
            print("photo finished: \(file)")
            photoFiles.append(file)
        }
        .onReceive(NotificationCenter.default.publisher(for: .uploadFinished)) { _ in
            finished += 1
        }
    }
}

:mount UploadsView()
// expect: UploadsView body, photos [], 0 finished
:tap "Upload photo"
// expect: photos uploading beach.jpg
:advance 2s
// expect: photo finished: beach.jpg
// expect: photos posted beach.jpg
// expect: UploadsView body, photos ["beach.jpg"], 1 finished
:tap "Upload document"
// expect: documents uploading notes.pdf
:advance 2s
// expect: documents posted notes.pdf
// expect: UploadsView body, photos ["beach.jpg"], 2 finished
