// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/mainactor/run(resulttype:body:) (an actor reports progress to a @MainActor model with await MainActor.run, which returns a value back to the actor)
// What SwiftUI does: MainActor.run "executes the given body closure on the main actor" and returns the closure's
// result to the awaiting caller, here an actor's method (https://developer.apple.com/documentation/swift/actor). The
// upload is started from a button's Task (https://developer.apple.com/documentation/swift/task).
import SwiftUI

@MainActor
@Observable
final class UploadModel {
    var progress = 0
}

actor Uploader {
    func upload(parts: Int, model: UploadModel) async -> Int {
        var acknowledged = 0
        for part in 1...parts {
            try? await Task.sleep(for: .seconds(1))
            acknowledged = await MainActor.run {
                model.progress = part
                print("main actor: progress \(part)")
                return model.progress * 10
            }
        }
        return acknowledged
    }
}

struct UploadView: View {
    @State private var model = UploadModel()
    private let uploader = Uploader()

    var body: some View {
        VStack {
            Text("Progress \(model.progress)")
            Button("Upload") {
                Task {
                    let ack = await uploader.upload(parts: 2, model: model)
                    print("acknowledged \(ack)")
                }
            }
        }
    }
}

:mount UploadView()
:tap "Upload"
:advance 1s
// expect: main actor: progress 1
:advance 1s
// expect: main actor: progress 2
// expect: acknowledged 20
