// Kodeco style (download progress): a PassthroughSubject with a typed Error drives progress from DispatchQueue.main.asyncAfter; the sink handles .finished and .failure, each delivery a turn of its own (rules §6.3, §10.1, §15.15)
import SwiftUI
import Combine

enum DownloadError: Error {
    case diskFull
}

final class DownloadViewModel: ObservableObject {
    @Published private(set) var percent = 0
    @Published private(set) var state = "idle"
    private var subscription: AnyCancellable?

    func start(failing: Bool) {
        let progress = PassthroughSubject<Double, DownloadError>()
        state = "downloading"
        subscription = progress.sink(receiveCompletion: { [weak self] completion in
            switch completion {
            case .finished:
                print("download finished")
                self?.state = "done"
            case .failure(let error):
                print("download failed: \(error)")
                self?.state = "failed"
            }
        }, receiveValue: { [weak self] value in
            print("progress \(value)")
            self?.percent = Int(value * 100)
        })
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            progress.send(0.5)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            if failing {
                progress.send(completion: .failure(.diskFull))
            } else {
                progress.send(1.0)
                progress.send(completion: .finished)
            }
        }
    }
}

struct DownloadView: View {
    @StateObject private var download = DownloadViewModel()

    var body: some View {
        let _ = print("body \(download.state) \(download.percent)%")
        VStack {
            Button("Download") { download.start(failing: false) }
            Button("Download Broken") { download.start(failing: true) }
        }
    }
}

:mount DownloadView()
// expect: body idle 0%
:tap "Download"
// expect: body downloading 0%
:advance 1s
// expect: progress 0.5
// expect: body downloading 50%
:advance 1s
// expect: progress 1.0
// expect: download finished
// expect: body done 100%
:tap "Download Broken"
// expect: body downloading 100%
:advance 2s
// expect: progress 0.5
// expect: body downloading 50%
// expect: download failed: diskFull
// expect: body failed 50%
