// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/sink(receivecompletion:receivevalue:) (a model's PassthroughSubject finishes: the sink's receiveCompletion sees .finished, and values sent afterwards are not delivered)
import SwiftUI
import Combine

final class UploadQueue: ObservableObject {
    let uploads = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        uploads
            .sink(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: print("uploads finished")
                    }
                },
                receiveValue: { print("uploading \($0)") }
            )
            .store(in: &cancellables)
    }
}

struct UploadView: View {
    @StateObject private var queue = UploadQueue()

    var body: some View {
        VStack {
            Button("Upload photo") { queue.uploads.send("photo.jpg") }
            Button("Finish") { queue.uploads.send(completion: .finished) }
        }
    }
}

:mount UploadView()
:tap "Upload photo"
:tap "Finish"
:tap "Upload photo"
// expect: uploading photo.jpg
// expect: uploads finished
