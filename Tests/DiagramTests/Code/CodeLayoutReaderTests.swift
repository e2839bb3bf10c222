// Tests of the code reader: frames UIKit computes from Masonry, SnapKit, anchors, Visual Format, frames and stack
// views (each worked out by hand in its comment), the same layout in every form, and errors at their lines.
import Testing
import Layout
@testable import Diagram

/// Every view's frame (relative to its superview) for `code`, or the errors as `line:column: message`.
private func frames(_ code: String, _ language: CodeLanguage = .swift, options: CodeLayoutOptions = CodeLayoutOptions()) throws -> [String: Rect] {
    let read = CodeLayoutReader.read(code, language: language, options: options)
    guard let document = read.document else {
        Issue.record("errors: \(read.errors.map(\.description))")
        return [:]
    }
    let scene = try EngineLowering().relativeScene(document, screen: document.screen.size)
    return Dictionary(uniqueKeysWithValues: scene.allViews.map { ($0.name, $0.frame) })
}

/// The errors reading and laying out `code` gives, as `line:column: message`.
private func errors(_ code: String, _ language: CodeLanguage = .swift) -> [String] {
    let read = CodeLayoutReader.read(code, language: language)
    guard let document = read.document else { return read.errors.map(\.description) }
    do {
        _ = try EngineLowering().relativeScene(document, screen: document.screen.size)
        return []
    } catch {
        return read.explained(error.errors).map(\.description)
    }
}

private func contentSize(_ code: String, _ language: CodeLanguage, of name: String) throws -> Size? {
    let read = CodeLayoutReader.read(code, language: language)
    let document = try #require(read.document, "\(read.errors)")
    let scene = try EngineLowering().relativeScene(document, screen: document.screen.size)
    return scene.allViews.first { $0.name == name }?.scroll?.contentSize
}

@Suite struct CodeLayoutReaderTests {
    /// The seed scenario: a scroll view pinned to the view's edges with Masonry, a container pinned left, right and top
    /// with a height of twice the screen, and `contentSize` set by hand. Auto Layout fixes the content's height through
    /// nothing (the container has no bottom constraint), so the hand-set size holds in both dimensions; the container is
    /// as wide as the content (left and right pinned to the content edges): 375.
    /// A member named by a number too big for a tuple's element (found by the fuzzer: it crashed converting it to Int).
    @Test func aHugeNumberAfterADotIsAnErrorNotACrash() {
        let found = errors("let v = UIView()\nview.addSubview(v)\nfor i in 0..<2 {\n    let w = make.width." + String(repeating: "1", count: 76) + "equalTo(20)\n}\n")
        #expect(found.contains { $0.contains("expected a member name after '.'") }, "\(found)")
    }

    @Test func masonryScrollViewWithContentSizeSetByHand() throws {
        let code = """
        #define SCREEN_WIDTH  [UIScreen mainScreen].bounds.size.width
        #define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height
        @interface ViewController ()
        @property (nonatomic, strong) UIScrollView *scrollView;
        @property (nonatomic, strong) UIView *containerView;
        @end
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addSubview:self.scrollView];
            [self.scrollView addSubview:self.containerView];
            [self.scrollView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view);
            }];
            [self.containerView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.top.equalTo(self.scrollView);
                make.height.mas_equalTo(SCREEN_HEIGHT * 2);
            }];
            self.scrollView.contentSize = CGSizeMake(SCREEN_WIDTH, SCREEN_HEIGHT * 2);
        }
        - (UIScrollView *)scrollView {
            if (_scrollView == nil) {
                _scrollView = [[UIScrollView alloc] init];
            }
            return _scrollView;
        }
        - (UIView *)containerView {
            if (!_containerView) { _containerView = [UIView new]; }
            return _containerView;
        }
        @end
        """
        let result = try frames(code, .objc)
        #expect(result["scrollView"] == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(result["containerView"] == Rect(x: 0, y: 0, width: 375, height: 1334))
        #expect(try contentSize(code, .objc, of: "scrollView") == Size(width: 375, height: 1334))
    }

    /// Constraints win over a hand-set content size in the dimensions they reach: pinned on all four edges and 900 tall,
    /// the content is 900 tall whatever `contentSize` says, and still 375 wide from `contentSize` (nothing sets the width).
    @Test func constraintsOverrideContentSizeOnlyWhereTheyReach() throws {
        let code = """
        let scroll = UIScrollView()
        view.addSubview(scroll)
        scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
        let content = UIView()
        scroll.addSubview(content)
        content.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.height.equalTo(900)
        }
        scroll.contentSize = CGSize(width: 375, height: 2000)
        """
        #expect(try contentSize(code, .swift, of: "scroll") == Size(width: 375, height: 900))
        #expect(try frames(code)["content"] == Rect(x: 0, y: 0, width: 375, height: 900))
    }

    /// One layout in five forms: a header 60 tall under the status bar (y 20 on a 375×667 screen) across the screen,
    /// and a body 16 from each side, 8 below the header, 100 tall: header 0,20 375×60; body 16,88 343×100.
    @Test(arguments: [
        ("Masonry", CodeLanguage.objc, """
        UIView *header = [UIView new];
        UIView *body = [[UIView alloc] init];
        [self.view addSubview:header];
        [self.view addSubview:body];
        [header mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.mas_topLayoutGuideBottom);
            make.left.right.equalTo(self.view);
            make.height.equalTo(@60);
        }];
        [body mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(header.mas_bottom).offset(8);
            make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, 16, 0, 16));
            make.height.mas_equalTo(100);
        }];
        """),
        ("SnapKit", .swift, """
        let header = UIView(), body = UIView()
        view.addSubview(header)
        view.addSubview(body)
        header.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(60)
        }
        body.snp.makeConstraints {
            $0.top.equalTo(header.snp.bottom).offset(8)
            $0.horizontalEdges.equalToSuperview().inset(16)
            $0.height.equalTo(100)
        }
        """),
        ("anchors", .swift, """
        let header = UIView()
        let body = UIView()
        [header, body].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 60),
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            view.trailingAnchor.constraint(equalTo: body.trailingAnchor, constant: 16),
            body.heightAnchor.constraint(equalToConstant: 100),
        ])
        """),
        ("constraintWithItem", .objc, """
        UIView *header = [[UIView alloc] init];
        header.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:header];
        UIView *body = [[UIView alloc] init];
        body.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:body];
        [self.view addConstraints:@[
            [NSLayoutConstraint constraintWithItem:header attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.view.safeAreaLayoutGuide attribute:NSLayoutAttributeTop multiplier:1.0 constant:0],
            [NSLayoutConstraint constraintWithItem:header attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeLeft multiplier:1.0 constant:0],
            [NSLayoutConstraint constraintWithItem:header attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeWidth multiplier:1.0 constant:0],
            [NSLayoutConstraint constraintWithItem:header attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1.0 constant:60],
            [NSLayoutConstraint constraintWithItem:body attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:header attribute:NSLayoutAttributeBottom multiplier:1.0 constant:8],
            [NSLayoutConstraint constraintWithItem:body attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeLeft multiplier:1.0 constant:16],
            [NSLayoutConstraint constraintWithItem:body attribute:NSLayoutAttributeRight relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeRight multiplier:1.0 constant:-16],
            [NSLayoutConstraint constraintWithItem:body attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1.0 constant:100],
        ]];
        """),
        ("Visual Format", .swift, """
        let header = UIView()
        let body = UIView()
        for v in [header, body] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let views = ["header": header, "body": body]
        let metrics = ["side": 16, "gap": 8]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[header]|", options: [], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[body]-side-|", options: [], metrics: metrics, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[header(60)]-gap-[body(100)]", options: [], metrics: metrics, views: views))
        """),
    ])
    func oneLayoutInEveryForm(form: String, language: CodeLanguage, code: String) throws {
        let result = try frames(code, language)
        #expect(result["header"] == Rect(x: 0, y: 20, width: 375, height: 60), "\(form)")
        #expect(result["body"] == Rect(x: 16, y: 88, width: 343, height: 100), "\(form)")
        // The layout language gives the same frames.
        let block = """
        screen 375x667
        view header in screen
        view body in screen
        header.top == screen.top + 20
        H:|[header]|
        header.height == 60
        H:|-16-[body]-16-|
        body.top == header.bottom + 8
        body.height == 100
        """
        let parsed = Parser.parse(block)
        let scene = try EngineLowering().relativeScene(parsed.document, screen: parsed.document.screen.size)
        #expect(scene.allViews.first { $0.name == "body" }?.frame == result["body"])
    }

    /// SnapKit converts `inset` by the attribute (a width narrows by left + right); Masonry leaves sizes alone. Both pin
    /// a box inside a 375×667 screen: SnapKit `edges.inset(20)` → 20,20 335×627; Masonry `edges.insets(20)` the same;
    /// SnapKit `size.equalToSuperview().inset(10)` → 355×647, centred: 10,10; Masonry `size … .insets(10)` keeps 375×667.
    @Test func insetsFollowEachLibrarysRules() throws {
        let snapKit = try frames("""
        let a = UIView(), b = UIView()
        view.addSubview(a); view.addSubview(b)
        a.snp.makeConstraints { $0.edges.equalToSuperview().inset(20) }
        b.snp.makeConstraints { $0.size.equalToSuperview().inset(10); $0.center.equalToSuperview() }
        """)
        #expect(snapKit["a"] == Rect(x: 20, y: 20, width: 335, height: 627))
        #expect(snapKit["b"] == Rect(x: 10, y: 10, width: 355, height: 647))
        let masonry = try frames("""
        UIView *a = [UIView new], *b = [UIView new];
        [self.view addSubview:a]; [self.view addSubview:b];
        [a mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(20, 20, 20, 20)); }];
        [b mas_makeConstraints:^(MASConstraintMaker *make) { make.size.equalTo(self.view).insets(UIEdgeInsetsMake(10, 10, 10, 10)); make.center.equalTo(self.view); }];
        """, .objc)
        #expect(masonry["a"] == Rect(x: 20, y: 20, width: 335, height: 627))
        #expect(masonry["b"] == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    /// A tab bar of three buttons in a `.fillEqually` stack view 44 tall under the status bar, and an indicator 20 wide
    /// centred under the first: the stack is 0,20 375×44; buttons 125 wide at x 0, 125, 250; the indicator's centre
    /// is the first button's (62.5), so x 52.5; its bottom is the stack's (64), so y 62.
    @Test func stackViewTabsWithAnIndicator() throws {
        let result = try frames("""
        let titles = ["推荐", "关注", "热门"]
        let stackView = UIStackView()
        stackView.axis = .horizontal
        stackView.distribution = .fillEqually
        view.addSubview(stackView)
        for (index, title) in titles.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.tag = index
            stackView.addArrangedSubview(button)
        }
        let indicator = UIView()
        view.addSubview(indicator)
        stackView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        indicator.snp.makeConstraints { make in
            make.bottom.equalTo(stackView)
            make.size.equalTo(CGSize(width: 20, height: 2))
            make.centerX.equalTo(stackView.arrangedSubviews[0])
        }
        """)
        #expect(result["stackView"] == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(result["button"] == Rect(x: 0, y: 0, width: 125, height: 44))
        #expect(result["button2"] == Rect(x: 125, y: 0, width: 125, height: 44))
        #expect(result["button3"] == Rect(x: 250, y: 0, width: 125, height: 44))
        #expect(result["indicator"] == Rect(x: 52.5, y: 62, width: 20, height: 2))
    }

    /// A vertical stack with spacing 10 and `.center` alignment, of two views with fixed sizes 100×40 and 200×60: the
    /// stack is as wide as the wider (200) and 40 + 10 + 60 = 110 tall; the narrower view is centred: x 50.
    @Test func stackViewCentresAndHugsItsViews() throws {
        let result = try frames("""
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 40),
            b.widthAnchor.constraint(equalToConstant: 200), b.heightAnchor.constraint(equalToConstant: 60),
        ])
        """)
        #expect(result["stack"] == Rect(x: 20, y: 100, width: 200, height: 110))
        #expect(result["a"] == Rect(x: 50, y: 0, width: 100, height: 40))
        #expect(result["b"] == Rect(x: 0, y: 50, width: 200, height: 60))
    }

    /// Views placed by frame keep it (UIKit turns the frame into constraints), and a loop makes one view per turn:
    /// three 100×30 boxes 10 apart from x 15: 15, 125, 235.
    @Test func framesAndLoops() throws {
        let result = try frames("""
        for (int i = 0; i < 3; i++) {
            UIView *box = [[UIView alloc] initWithFrame:CGRectMake(15 + i * 110, 40, 100, 30)];
            [self.view addSubview:box];
        }
        """, .objc)
        #expect(result["box"] == Rect(x: 15, y: 40, width: 100, height: 30))
        #expect(result["box2"] == Rect(x: 125, y: 40, width: 100, height: 30))
        #expect(result["box3"] == Rect(x: 235, y: 40, width: 100, height: 30))
    }

    /// A `UILayoutGuide` is a box of its own between two views: left 20..120, the guide 120..255, right 255..355 (the
    /// views equal in width, 20 from the edges), all 60 high and 40 under the status bar. It is drawn dashed and empty.
    @Test func layoutGuidesTheCodeMakes() throws {
        let code = """
        let left = UIView(), right = UIView()
        let spacer = UILayoutGuide()
        [left, right].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
        view.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            left.widthAnchor.constraint(equalToConstant: 100),
            spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            spacer.topAnchor.constraint(equalTo: left.topAnchor),
            spacer.heightAnchor.constraint(equalTo: left.heightAnchor),
            left.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            left.heightAnchor.constraint(equalToConstant: 60),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        """
        let result = try frames(code)
        #expect(result["left"] == Rect(x: 20, y: 60, width: 100, height: 60))
        #expect(result["spacer"] == Rect(x: 120, y: 60, width: 135, height: 60))
        #expect(result["right"] == Rect(x: 255, y: 60, width: 100, height: 60))
        let svg = DiagramPipeline(lowering: EngineLowering()).render(code: code, language: .swift, infoString: "layout").svg
        #expect(svg.contains("class=\"ld-view ld-layoutGuide "))
        // A guide is not a view: adding it with addSubview is an error, as UIKit would refuse it.
        #expect(errors("let g = UILayoutGuide()\nview.addSubview(g)").contains("2:17: 'g' is a UILayoutGuide, not a view; add it with addLayoutGuide"))
    }

    /// A closure or function of one expression returns its value, and a closure called where it is written is an
    /// expression even at the start of a statement.
    @Test func implicitReturnsAndClosuresCalledAtOnce() throws {
        let result = try frames("""
        lazy var card: UIView = { UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)) }()
        func makeLabel() -> UILabel { UILabel(frame: CGRect(x: 5, y: 6, width: 7, height: 8)) }
        let nested = { { UIView(frame: CGRect(x: 9, y: 10, width: 11, height: 12)) }() }()
        view.addSubview(card)
        view.addSubview(makeLabel())
        view.addSubview(nested)
        """)
        #expect(result["card"] == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(result["label"] == Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(result["nested"] == Rect(x: 9, y: 10, width: 11, height: 12))
    }

    /// `mas_updateConstraints` changes the constant of the matching constraint; `mas_remakeConstraints` replaces them all.
    @Test func updateAndRemake() throws {
        let result = try frames("""
        UIView *a = [UIView new], *b = [UIView new];
        [self.view addSubview:a]; [self.view addSubview:b];
        [a mas_makeConstraints:^(MASConstraintMaker *make) { make.left.top.equalTo(self.view); make.size.mas_equalTo(CGSizeMake(50, 50)); }];
        [a mas_updateConstraints:^(MASConstraintMaker *make) { make.left.equalTo(self.view).offset(30); }];
        [b mas_makeConstraints:^(MASConstraintMaker *make) { make.left.top.equalTo(self.view); make.size.mas_equalTo(CGSizeMake(50, 50)); }];
        [b mas_remakeConstraints:^(MASConstraintMaker *make) { make.right.bottom.equalTo(self.view); make.width.height.equalTo(@20); }];
        """, .objc)
        #expect(result["a"] == Rect(x: 30, y: 0, width: 50, height: 50))
        #expect(result["b"] == Rect(x: 355, y: 647, width: 20, height: 20))
    }

    /// `define=`, `screen=` and the `SCREEN_WIDTH`-style names: a view half the screen wide at 320×568 is 160 wide.
    @Test func screenAndDefines() throws {
        let options = CodeLayoutOptions(screen: Size(width: 320, height: 568), defines: ["kTop": 64])
        let result = try frames("""
        let box = UIView(frame: CGRect(x: 0, y: kTop, width: SCREEN_WIDTH / 2, height: 44))
        view.addSubview(box)
        """, options: options)
        #expect(result["box"] == Rect(x: 0, y: 64, width: 160, height: 44))
    }

    // MARK: Errors, at the line and column of the code that has them

    /// One mistake per form, each at the line and column of the code that has it.
    @Test(arguments: [
        ("Masonry", CodeLanguage.objc, """
        UIView *box = [UIView new];
        [self.view addSubview:box];
        [box mas_makeConstraints:^(MASConstraintMaker *make) {
            make.width.equalTo(self.view.mas_left);
        }];
        """, "4:24: 'width' cannot be related to 'left': UIKit relates a size only to a size and a position only to a position"),
        ("SnapKit", .swift, """
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { $0.top.equalToSuperview() }
        box.snp.updateConstraints { make in
            make.left.equalToSuperview().offset(8)
        }
        """, "5:5: SnapKit's updateConstraints finds no installed constraint like this one to update (SnapKit stops the app here); use makeConstraints or remakeConstraints"),
        ("anchors", .swift, """
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        box.leadingAnchor.constraint(equalTo: view.topAnchor).isActive = true
        """, "4:39: 'leading' cannot be related to 'top': they are on different axes"),
        ("NSLayoutConstraint", .objc, """
        UIView *box = [UIView new];
        [self.view addSubview:box];
        [self.view addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:8]];
        """, "3:26: a position ('top') needs a second item; only sizes equal a constant"),
        ("Visual Format", .swift, """
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[box]-[other]-|", metrics: nil, views: ["box": box]))
        """, "4:78: 'other' in this Visual Format is not in its views dictionary"),
    ])
    func eachFormReportsItsMistakeAtItsPlace(form: String, language: CodeLanguage, code: String, expected: String) {
        #expect(errors(code, language).contains(expected), "\(form): \(errors(code, language))")
    }

    @Test func anUnknownViewIsAnErrorAtItsConstraint() {
        #expect(errors("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.equalTo(headerView.snp.bottom)
        }
        """) == ["4:22: the target of this constraint is 'headerView', which this code never sets, not a view, an attribute or a number"])
    }

    @Test func aViewNeverAddedCannotBeConstrained() {
        #expect(errors("""
        let box = UIView()
        box.snp.makeConstraints { $0.edges.equalToSuperview() }
        """).contains("2:27: 'box' has no superview here (add it with addSubview before constraining it to one)"))
    }

    @Test func anchorsWithoutTurningOffTheAutoresizingMaskConflict() {
        let found = errors("""
        let box = UIView()
        view.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("1:11: 'box' is placed by constraints but never sets translatesAutoresizingMaskIntoConstraints = false") == true)
    }

    @Test func unreadableLayoutCodeIsAnErrorWhileOtherCodeIsIgnored() {
        // A delegate, a colour and an action are not layout; a switch that makes constraints is.
        #expect(errors("""
        let box = UIView()
        box.backgroundColor = .systemBlue
        tableView.delegate = self
        button.addTarget(self, action: #selector(tap), for: .touchUpInside)
        view.addSubview(box)
        switch mode {
        case .compact: box.snp.makeConstraints { $0.edges.equalToSuperview() }
        default: box.snp.makeConstraints { $0.center.equalToSuperview() }
        }
        """) == ["6:1: cannot read this statement, which uses 'makeConstraints': the reader does not choose among the cases of a switch; keep the one case the figure shows"])
    }

    @Test func conflictsAreReportedAtTheBrokenConstraint() {
        let found = errors("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalTo(100)
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("5:5: ") == true)
    }

    /// A control UIKit sizes by itself (a slider's height) is ambiguous here; the error says so and how to give the size.
    @Test func aControlWhoseSizeTheReaderDoesNotKnowIsExplained() {
        let found = errors("""
        let slider = UISlider()
        view.addSubview(slider)
        slider.snp.makeConstraints { make in
            make.left.right.equalToSuperview().inset(20)
            make.bottom.equalToSuperview().offset(-20)
        }
        """)
        #expect(found == ["1:14: layout is ambiguous: the y, height of 'slider' are not uniquely determined; add constraints that fix them ('slider' is a UISlider, whose size UIKit knows and this reader does not: give it with intrinsic=\"slider=WxH\")"])
    }

    /// Which of two bad entries of a views dictionary is reported does not depend on the dictionary's memory layout.
    @Test func visualFormatErrorsAreTheSameEveryTime() {
        let code = """
        let a = UIView()
        view.addSubview(a)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", metrics: nil, views: ["a": a, "b": 1, "c": 2]))
        """
        let first = errors(code)
        #expect(first == ["3:29: 'b' in the views dictionary is not a view"])
        for _ in 0..<20 { #expect(errors(code) == first) }
    }

    /// A conflict is an error at the broken constraint, and the layout UIKit recovers (without that constraint) is drawn
    /// with it marked, above the error box.
    @Test func aConflictIsDrawnWithTheBrokenConstraintMarked() {
        let result = DiagramPipeline(lowering: EngineLowering()).render(code: """
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(20)
            make.width.equalTo(100)
        }
        """, language: .swift, infoString: "layout hide=constraints", embedsStyleSheet: false)
        #expect(!result.isSuccess)
        #expect(result.blockErrors.map(\.position) == [SourcePosition(line: 5, column: 5)])
        #expect(result.blockErrors.first?.message.contains("will attempt to recover by breaking constraint 'box.width == 100'") == true)
        // The drawing comes first, with the box at the frame the other constraints give (20, 20, 335 × 627), and the
        // broken constraint drawn although constraints are hidden; then the error box.
        let drawing = result.svg.components(separatedBy: "class=\"ld-error-box").first ?? ""
        #expect(drawing.contains("ld-k-broken"))
        #expect(drawing.contains("box 20,20 335×627"))
        #expect(drawing.components(separatedBy: "<g class=\"ld-k ").count - 1 == 1)
        #expect(result.svg.contains("ld-error-box"))
    }

    /// Swift's `view` is `self.view`; Objective-C has no implicit `self`, so a bare `view` there is a name never set.
    @Test func theLanguageDecidesWhatAViewWithoutSelfMeans() throws {
        #expect(try frames("let box = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))\nview.addSubview(box)")["box"] == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(errors("UIView *box = [[UIView alloc] initWithFrame:CGRectMake(1, 2, 3, 4)];\n[view addSubview:box];", .objc)
            .contains("2:1: 'addSubview' is called on 'view', which this code never sets, not a view made in this code"))
    }

    @Test func syntaxErrorsAreAtTheirPlace() {
        #expect(errors("let title = \"never closed\nview.addSubview(box)") == ["1:13: this string is never closed with '\"' on its line"])
        #expect(errors("/* a comment\nthat never ends") == ["1:1: this comment is never closed with '*/'"])
    }

    @Test func hostileCodeEndsWithAnErrorNotAHang() {
        // An endless loop, runaway recursion, and nesting past the parser's depth.
        #expect(errors("while true { let v = UIView() }").contains("1:1: this loop runs more than 1000 times"))
        #expect(errors("func f() { f() }\nf()").contains { $0.contains("calls itself more than") })
        #expect(errors("func r() { [1].forEach { _ in r() } }\nr()").contains { $0.contains("calls itself more than") })
        // A million views are stopped at the view and step limits (and the views left without a parent are not
        // compared pairwise afterwards).
        let many = errors("for i in 0..<1000 { for j in 0..<1000 { let v = UIView() } }")
        #expect(many.contains { $0.hasSuffix("the code makes more than 10000 views; a diagram holds at most that many") })
        #expect(many.contains { $0.hasSuffix("the code runs more than 200000 steps; a diagram's code must finish quickly") })
        let deep = String(repeating: "(", count: 5000) + "box" + String(repeating: ")", count: 5000)
        #expect(errors("let box = UIView()\nview.addSubview(\(deep))").contains {
            $0.hasPrefix("2:1: cannot read this statement, which uses 'addSubview': code nested more than 200 levels deep")
        })
        #expect(!errors(String(repeating: "[", count: 10_000)).isEmpty)
        #expect(!errors(String(repeating: "{", count: 10_000)).isEmpty)
        #expect(!errors(String(repeating: "a.", count: 100_000) + "b").isEmpty)
        #expect(!errors("let x = " + String(repeating: "1 + ", count: 100_000) + "1").isEmpty)
        #expect(!errors(String(repeating: "-", count: 100_000) + "1").isEmpty)
    }
}
