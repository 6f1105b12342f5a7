// forms and editing style, PITFALL on purpose: the open editor's draft does not follow the item: the sheet's own @State draft is copied in init; when the presenter changes the article while the sheet is up (Sync), its body runs, the sheet content is built again (the init runs with the new revision), but the draft keeps the first copy (rules §3.2, §3.5, §2.6)
import SwiftUI

struct Article: Equatable {
    var headline: String
    var revision: Int
}

struct ArticleEditor: View {
    let article: Article
    let onSync: () -> Void
    @State private var draft: Article

    init(article: Article, onSync: @escaping () -> Void) {
        self.article = article
        self.onSync = onSync
        _draft = State(initialValue: article)
        print("ArticleEditor init r\(article.revision)")
    }

    var body: some View {
        let _ = print("ArticleEditor body: draft \(draft.headline) r\(draft.revision), latest r\(article.revision)")
        VStack {
            TextField("Headline", text: $draft.headline)
            Button("Sync") { onSync() }
        }
    }
}

struct Newsroom: View {
    @State private var article = Article(headline: "Draft", revision: 1)
    @State private var editing = false

    var body: some View {
        let _ = print("Newsroom body: r\(article.revision)")
        VStack {
            Text(article.headline)
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) {
            ArticleEditor(article: article) {
                article.revision += 1
            }
        }
    }
}

:mount Newsroom()
// expect: Newsroom body: r1
:tap "Edit"
// expect: ArticleEditor init r1
// expect: ArticleEditor body: draft Draft r1, latest r1
:tap "Sync"
// expect: Newsroom body: r2
// expect: ArticleEditor init r2
// expect: ArticleEditor body: draft Draft r1, latest r2
:type "!" into "Headline"
// expect: ArticleEditor body: draft Draft! r1, latest r2
