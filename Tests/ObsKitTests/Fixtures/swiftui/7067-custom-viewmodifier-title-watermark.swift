// Custom modifiers as the "views and modifiers" day of a "100 days" SwiftUI course writes them, own code: a `Title`
// ViewModifier with no properties and a `Watermark` ViewModifier with a text, each wrapped in a `View` extension
// (`.titleStyle()`, `.watermarked(with:)`), on a poster whose likes and credit can change.
// What SwiftUI does: a custom modifier's `body(content:)` gets a stand-in for the modified view, so its body runs
// when the modifier's own value differs, not when only the content changes (rules §2.9; Apple
// `ViewModifier.Content`). A like changes the text the title style wraps: the poster runs, neither modifier does.
// A new credit changes the watermark's value: the poster runs, then the watermark (rules §2.7, §2.8).
// Sources: rules §2.7, §2.8, §2.9; https://developer.apple.com/documentation/swiftui/viewmodifier
import SwiftUI

struct Title: ViewModifier {
    func body(content: Content) -> some View {
        let _ = print("Title body")
        content
            .font(.largeTitle)
            .foregroundStyle(.white)
            .padding()
            .background(.blue)
            .clipShape(.rect(cornerRadius: 10))
    }
}

struct Watermark: ViewModifier {
    var text: String

    func body(content: Content) -> some View {
        let _ = print("Watermark body: \(text)")
        ZStack(alignment: .bottomTrailing) {
            content
            Text(text)
                .font(.caption)
                .foregroundStyle(.white)
                .padding(5)
                .background(.black)
        }
    }
}

extension View {
    func titleStyle() -> some View {
        modifier(Title())
    }

    func watermarked(with text: String) -> some View {
        modifier(Watermark(text: text))
    }
}

struct PosterView: View {
    @State private var likes = 0
    @State private var credit = "Studio Lumen"

    var body: some View {
        let _ = print("PosterView body: \(likes) likes, \(credit)")
        VStack {
            Text("Likes: \(likes)")
                .titleStyle()
            Color.blue
                .frame(width: 300, height: 200)
                .watermarked(with: credit)
            Button("Like") {
                likes += 1
            }
            Button("Change credit") {
                credit = "Photo: Sam Reyes"
            }
        }
    }
}

:mount PosterView()
// expect: PosterView body: 0 likes, Studio Lumen
// expect: Title body
// expect: Watermark body: Studio Lumen
:tap "Like"
// expect: PosterView body: 1 likes, Studio Lumen
:tap "Change credit"
// expect: PosterView body: 1 likes, Photo: Sam Reyes
// expect: Watermark body: Photo: Sam Reyes
