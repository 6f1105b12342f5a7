// Kodeco style (onReceive): onReceive of a view model's $message through compactMap, and of a NotificationCenter publisher; each delivery runs the action, and onChange reports the @State it bumped (rules §6.3, §11.1, §15.15)
import SwiftUI
import Combine

extension Notification.Name {
    static let didSync = Notification.Name("didSync")
}

final class BannerViewModel: ObservableObject {
    @Published var message: String?

    func save() {
        message = "Saved"
    }
}

struct BannerView: View {
    @StateObject private var viewModel = BannerViewModel()
    @State private var bannerCount = 0

    var body: some View {
        VStack {
            Text("Banners: \(bannerCount)")
            Button("Save") { viewModel.save() }
        }
        .onReceive(viewModel.$message.compactMap { $0 }) { message in
            print("banner: \(message)")
            bannerCount += 1
        }
        .onReceive(NotificationCenter.default.publisher(for: .didSync)) { _ in
            print("synced")
        }
        .onChange(of: bannerCount) { oldValue, newValue in
            print("count \(oldValue) -> \(newValue)")
        }
    }
}

:mount BannerView()
:tap "Save"
// expect: banner: Saved
// expect: count 0 -> 1
:tap "Save"
// expect: banner: Saved
// expect: count 1 -> 2
NotificationCenter.default.post(name: .didSync, object: nil)
// expect: synced
