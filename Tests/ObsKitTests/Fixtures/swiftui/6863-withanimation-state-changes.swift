// Follows Apple's `withAnimation(_:_:)` page (https://developer.apple.com/documentation/swiftui/withanimation(_:_:)):
// "Returns the result of recomputing the view's body with the provided animation." The closure runs at once, before
// `withAnimation` returns, and its writes are ordinary state changes; the body runs at the next update (rules
// §15.15, §10.1). Animations themselves change only the looks (rules §15.15). Own code: an upload screen whose
// progress a one-second timer advances with `withAnimation`, and a Details button that toggles a row animated.
// - The timer is a stored `let` of the mounted root, started by onReceive's subscription at mount, ticking each
//   second of `:advance` in turns of their own (Foundation `timer/publish(every:tolerance:on:in:options:)`, Combine
//   `autoconnect()`, rules §15.15). At 100% the action writes nothing and no body runs.
// - `withAnimation` returns its closure's result (Apple: "Returns the result of recomputing..."; the signature is
//   `withAnimation<Result>(_:_: () throws -> Result) rethrows -> Result`).
import SwiftUI
import Combine

struct UploadProgressView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var progress = 0.0
    @State private var showDetails = false

    var body: some View {
        let _ = print("UploadProgressView body, \(Int(progress * 100))%, details \(showDetails)")
        VStack {
            ProgressView(value: progress)
            if showDetails {
                Text("3 files, 12 MB")
                    .transition(.opacity)
            }
            Button("Details") {
                print("before withAnimation")
                let shown = withAnimation(.easeInOut) {
                    print("inside withAnimation")
                    showDetails.toggle()
                    return showDetails
                }
                print("after withAnimation, details \(shown)")
            }
        }
        .onReceive(timer) { _ in
            guard progress < 1 else { return }
            withAnimation(.linear(duration: 1)) {
                progress += 0.25
            }
        }
    }
}

:mount UploadProgressView()
// expect: UploadProgressView body, 0%, details false
:tap "Details"
// expect: before withAnimation
// expect: inside withAnimation
// expect: after withAnimation, details true
// expect: UploadProgressView body, 0%, details true
:advance 2s
// expect: UploadProgressView body, 25%, details true
// expect: UploadProgressView body, 50%, details true
:advance 3s
// expect: UploadProgressView body, 75%, details true
// expect: UploadProgressView body, 100%, details true
:tap "Details"
// expect: before withAnimation
// expect: inside withAnimation
// expect: after withAnimation, details false
// expect: UploadProgressView body, 100%, details false
