// Whether a post is out at the moment of a build: drafts, posts scheduled for later (`publishDate`, or a date to come) and expired ones (`expiryDate`).
import Foundation

/// What a build publishes of the posts it read.
public struct PublicationRules: Sendable, Hashable {
    /// The moment of the build (`SOURCE_DATE_EPOCH` when set, so a build can be repeated byte for byte).
    public var now: Date
    /// `--drafts`: posts with `draft: true` too.
    public var includesDrafts = false
    /// `--future` or `future: true` in blog.yml: posts whose `publishDate` (else `date`) is still to come too, as Hugo's
    /// `--buildFuture` and Jekyll's `future: true`.
    public var includesFuture = false
    /// `--expired` or `expired: true`: posts whose `expiryDate` has passed too, as Hugo's `--buildExpired`.
    public var includesExpired = false

    public init(now: Date = Date(), includesDrafts: Bool = false, includesFuture: Bool = false, includesExpired: Bool = false) {
        self.now = now
        self.includesDrafts = includesDrafts
        self.includesFuture = includesFuture
        self.includesExpired = includesExpired
    }

    /// Why a post is left out, if it is.
    public enum LeftOut: String, Sendable, Hashable, CaseIterable {
        /// `draft: true`.
        case draft
        /// Its `publishDate` (else its `date`) is after the build.
        case scheduled
        /// Its `expiryDate` is at or before the build.
        case expired
    }

    /// Why `post` is left out at `now`, or nil when it is published. Dates without an offset are in `timeZone`, as
    /// the site shows them; a post is out from the second its date names.
    public func leftOut(_ post: PostOutline, timeZone: TimeZone) -> LeftOut? {
        if post.isDraft && !includesDrafts { return .draft }
        let moment = Int(now.timeIntervalSince1970.rounded(.down))
        if !includesFuture, (post.publishDate ?? post.date).instant(in: timeZone) > moment { return .scheduled }
        if !includesExpired, let expiry = post.expiryDate, expiry.instant(in: timeZone) <= moment { return .expired }
        return nil
    }
}
