// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/passthroughsubject (a PassthroughSubject<Void, Never> of taps is accumulated with scan and republished with assign(to: &$tapCount), which re-renders the view)
import SwiftUI
import Combine

final class TapModel: ObservableObject {
    let taps = PassthroughSubject<Void, Never>()
    @Published var tapCount = 0

    init() {
        taps
            .scan(0) { total, _ in total + 1 }
            .assign(to: &$tapCount)
    }
}

struct TapView: View {
    @StateObject private var model = TapModel()

    var body: some View {
        let _ = print("body: taps \(model.tapCount)")
        Button("Tap") { model.taps.send() }
    }
}

:mount TapView()
:tap "Tap"
:tap "Tap"
// expect: body: taps 0
// expect: body: taps 1
// expect: body: taps 2
