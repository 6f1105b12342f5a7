// Tutorial style (.task against Task { } in onAppear): an unstructured Task started in onAppear is not tied to the view and finishes after the view is gone, keeping its @StateObject alive; the .task is cancelled on disappear (rules §11.3, §4.2, §1.4, §15.9)
import SwiftUI

@MainActor
final class AnalyticsLogger: ObservableObject {
    let screen: String

    init(screen: String) {
        self.screen = screen
        print("logger init \(screen)")
    }

    deinit { print("logger deinit") }

    func sendVisit(via source: String) async {
        do {
            try await Task.sleep(nanoseconds: 2_000_000_000)
            print("[\(source)] visit to \(screen) sent")
        } catch {
            print("[\(source)] visit to \(screen) cancelled")
        }
    }
}

struct PromoView: View {
    @StateObject private var logger = AnalyticsLogger(screen: "Promo")

    var body: some View {
        Text("50% off!")
            .onAppear {
                Task { await logger.sendVisit(via: "onAppear Task") }
            }
            .task {
                await logger.sendVisit(via: ".task")
            }
    }
}

struct ShopView: View {
    @State private var showPromo = true

    var body: some View {
        VStack {
            Toggle("Show promo", isOn: $showPromo)
            if showPromo {
                PromoView()
            }
        }
    }
}

:mount ShopView()
// expect: logger init Promo
:advance 1s
:toggle "Show promo"
// expect: [.task] visit to Promo cancelled
:advance 1s
// expect: [onAppear Task] visit to Promo sent
// expect: logger deinit
