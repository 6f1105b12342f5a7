// combine style: a download model hides its PassthroughSubject behind `let progress: AnyPublisher<Int, Never>` built with filter and `eraseToAnyPublisher()`; the view's `.onReceive(model.progress)` copies each value into @State, values past 100 are filtered out, so the last tap changes nothing (rules §3.4)
import SwiftUI
import Combine

final class DownloadModel: ObservableObject {
    private let subject = PassthroughSubject<Int, Never>()
    let progress: AnyPublisher<Int, Never>
    private var sent = 0

    init() {
        progress = subject
            .filter { $0 <= 100 }
            .eraseToAnyPublisher()
    }

    func step() {
        sent += 50
        print("sending \(sent)")
        subject.send(sent)
    }
}

struct DownloadView: View {
    @StateObject private var download = DownloadModel()
    @State private var percent = 0

    var body: some View {
        let _ = print("DownloadView body: \(percent)%")
        VStack {
            Text("\(percent)%")
            Button("Step") { download.step() }
        }
        .onReceive(download.progress) { value in
            percent = value
        }
    }
}

:mount DownloadView()
// expect: DownloadView body: 0%
:tap "Step"
// expect: sending 50
// expect: DownloadView body: 50%
:tap "Step"
// expect: sending 100
// expect: DownloadView body: 100%
:tap "Step"
// expect: sending 150
