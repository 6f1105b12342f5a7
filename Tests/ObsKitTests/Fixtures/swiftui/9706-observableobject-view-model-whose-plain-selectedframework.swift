// Sean Allen "Apple Frameworks" style: an ObservableObject view model whose plain selectedFramework var sets the @Published isShowingDetailView in its didSet; tapping a grid cell presents the detail sheet, its xmark button closes it through a @Binding
import SwiftUI

struct Framework: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let urlString: String
}

enum MockData {
    static let frameworks = [
        Framework(name: "ARKit", urlString: "https://developer.apple.com/augmented-reality/"),
        Framework(name: "CloudKit", urlString: "https://developer.apple.com/icloud/cloudkit/"),
        Framework(name: "SwiftUI", urlString: "https://developer.apple.com/xcode/swiftui/"),
    ]
}

final class FrameworkGridViewModel: ObservableObject {
    var selectedFramework: Framework? {
        didSet { isShowingDetailView = true }
    }

    @Published var isShowingDetailView = false

    let columns: [GridItem] = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
}

struct FrameworkTitleView: View {
    let framework: Framework

    var body: some View {
        let _ = print("FrameworkTitleView body: \(framework.name)")
        VStack {
            Image(systemName: "app.fill")
                .resizable()
                .frame(width: 90, height: 90)
            Text(framework.name)
                .font(.title2)
                .fontWeight(.semibold)
        }
        .padding()
    }
}

struct FrameworkDetailView: View {
    let framework: Framework
    @Binding var isShowingDetailView: Bool

    var body: some View {
        let _ = print("FrameworkDetailView body: \(framework.name)")
        VStack {
            HStack {
                Spacer()
                Button {
                    isShowingDetailView = false
                } label: {
                    Image(systemName: "xmark")
                }
            }
            Spacer()
            FrameworkTitleView(framework: framework)
            Spacer()
            Button("Learn More") {
                print("open \(framework.urlString)")
            }
        }
    }
}

struct FrameworkGridView: View {
    @StateObject var viewModel = FrameworkGridViewModel()

    var body: some View {
        let _ = print("FrameworkGridView body: showing=\(viewModel.isShowingDetailView)")
        NavigationView {
            ScrollView {
                LazyVGrid(columns: viewModel.columns) {
                    ForEach(MockData.frameworks) { framework in
                        FrameworkTitleView(framework: framework)
                            .onTapGesture {
                                viewModel.selectedFramework = framework
                            }
                    }
                }
            }
            .navigationTitle("Frameworks")
            .sheet(isPresented: $viewModel.isShowingDetailView) {
                FrameworkDetailView(framework: viewModel.selectedFramework!,
                                    isShowingDetailView: $viewModel.isShowingDetailView)
            }
        }
    }
}

:mount FrameworkGridView()
// expect: FrameworkGridView body: showing=false
// expect: FrameworkTitleView body: ARKit
// expect: FrameworkTitleView body: CloudKit
// expect: FrameworkTitleView body: SwiftUI
:tap "ARKit"
// expect: FrameworkGridView body: showing=true
// expect: FrameworkDetailView body: ARKit
// expect: FrameworkTitleView body: ARKit
:tap "Learn More"
// expect: open https://developer.apple.com/augmented-reality/
:tap "xmark"
// expect: FrameworkGridView body: showing=false
:tap "SwiftUI"
// expect: FrameworkGridView body: showing=true
// expect: FrameworkDetailView body: SwiftUI
// expect: FrameworkTitleView body: SwiftUI
:dismiss
// expect: FrameworkGridView body: showing=false
