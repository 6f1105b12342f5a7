// async-in-views style: a Timer.publish(...).autoconnect() stored in a child view ticks only while the child is on screen: hiding it ends the onReceive subscription, showing it again makes a new child with a new timer and fresh state (rules §1.1, §15.15)
import SwiftUI
import Combine

struct ExpiryBanner: View {
    @State private var secondsLeft = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = print("ExpiryBanner body: \(secondsLeft)")
        Text("Session expires in \(secondsLeft) s")
            .onReceive(timer) { _ in
                if secondsLeft > 0 { secondsLeft -= 1 }
            }
    }
}

struct BannerHost: View {
    @State private var showBanner = true

    var body: some View {
        let _ = print("BannerHost body: \(showBanner)")
        VStack {
            Button("Toggle") { showBanner.toggle() }
            if showBanner { ExpiryBanner() }
        }
    }
}

:mount BannerHost()
// expect: BannerHost body: true
// expect: ExpiryBanner body: 3
:advance 2s
// expect: ExpiryBanner body: 2
// expect: ExpiryBanner body: 1
:tap "Toggle"
// expect: BannerHost body: false
:advance 2s
:tap "Toggle"
// expect: BannerHost body: true
// expect: ExpiryBanner body: 3
:advance 1s
// expect: ExpiryBanner body: 2
