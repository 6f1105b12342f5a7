// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/receive(on:options:) (receive(on: DispatchQueue.main) delivers each value later on the main queue: the action's own print comes before the sink's)
import SwiftUI
import Combine

final class DownloadModel: ObservableObject {
    @Published var progress = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $progress
            .receive(on: DispatchQueue.main)
            .sink { print("received progress \($0)") }
            .store(in: &cancellables)
        print("model ready")
    }
}

struct DownloadView: View {
    @StateObject private var model = DownloadModel()

    var body: some View {
        Button("Advance") {
            model.progress += 50
            print("progress set to \(model.progress)")
        }
    }
}

:mount DownloadView()
:tap "Advance"
// expect: model ready
// expect: received progress 0
// expect: progress set to 50
// expect: received progress 50
