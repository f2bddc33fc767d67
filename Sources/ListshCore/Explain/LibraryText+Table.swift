/// The texts list libraries raise or log themselves, as their sources hold them: the
/// library, a tab, and the message's format string (`%@`, `%ld` and the like where values go;
/// Swift's interpolations written `%@`), one a line.
///
/// Read from the sources of IGListKit (e3facbed, and 3.4.0), Texture (all of `Source/` at
/// be0b74b4, and its list code at 3.0.0, 2.8.1, 2.3.4), RxDataSources with Differentiator (bbfea386, and 3.1.0), Epoxy (a2b0450e),
/// ReactiveLists (88ee64b2), ComponentKit's data sources (73447530) and Carbon (9e572593):
/// their assertion macros (`IGAssert`, `ASDisplayNodeAssert` and kin, `NSAssert`),
/// `fatalError`, `precondition`, exceptions and warnings. Left out: messages too short or too
/// generic to tell a library by (under 28 fixed characters, or no run of 16, or words any code
/// may write: `This method must be called on the main thread`), parameter
/// assertions (`Invalid parameter not satisfying: …`, Foundation's own words), and Texture's
/// copies of UIKit's batch-update checks (`Attempt to delete item …`, raised as
/// `ASCollectionInvalidUpdateException`, which `texture-invalid-update` explains, as it does
/// that exception's name); and IGListKit's log of another exception it caught, whose raiser
/// is the one it names.
extension LibraryText {
  static let table = #"""
    Carbon	Unsupported supplementary element of kind: %@. Override `supplementaryViewNode` to adopt this kind.
    ComponentKit	`CKDataSourceChange` is verified but not able to be applied.
    ComponentKit	`CKDataSourceItem` should be generated on process queue.
    ComponentKit	A dispatch queue must be specified for changeset applicator.
    ComponentKit	ComponentKit requires iOS 10 or higher when running under TSan.
    ComponentKit	Invalid changeset: %@ *** Changeset: %@ *** Data source state: %@ *** Pending data source modifications: %@ *** Invalid section: %ld *** Invalid item: %ld
    ComponentKit	Invalid first index location: %lu (> %lu) while processing inserted sections. Changeset: %@, user info: %@, state: %@
    ComponentKit	Invalid item: %lu (>= %lu) while processing moved items. Changeset: %@, user info: %@, state: %@
    ComponentKit	Invalid section: %lu (>= %lu) while processing inserted items. Changeset: %@, user info: %@, state: %@
    ComponentKit	Invalid section: %lu (>= %lu) while processing moved items. Changeset: %@, user info: %@, state: %@
    ComponentKit	Invalid section: %lu (>= %lu). Changeset: %@, user info: %@, state: %@
    ComponentKit	Pipeline must be created on process queue.
    ComponentKit	Sharing queue between changeset applicators is not allowed.
    ComponentKit	When using the initializer without giving a layout you must override this method
    Epoxy	%@ is not of the expected type %@. This is programmer error.
    Epoxy	%@ not in %@, this is programmer error.
    Epoxy	- Bar with ID %@ duplicated at indexes %@
    Epoxy	- Duplicate supplementary item IDs:
    Epoxy	- In section with ID %@ at index %@ item with ID %@ duplicated at indexes %@
    Epoxy	- In section with ID %@ at index %@ supplementary item of kind %@ with ID %@ duplicated at indexes %@
    Epoxy	- Section ID %@ duplicated at indexes %@
    Epoxy	A bar should only be installed on a view controller that's loaded its view
    Epoxy	All items must have unique dataIDs
    Epoxy	All UIViews must have `translatesAutoresizingMaskIntoConstraints` set to false
    Epoxy	Attempt to access a constrainable out of bounds. Make sure you've called this method only after updating the group, the view has rendered, and layoutSubviews has been called.
    Epoxy	Attempt to access a group item out of bounds. Make sure you've called this method only after setting the items on the group.
    Epoxy	Attempt to update constrainable of the wrong type. This should never happen and is a failure of the system, please file a bug report.
    Epoxy	Attempt to update the wrong item type. This should never happen and is a failure of the system, please file a bug report
    Epoxy	Cell does not match expected type CollectionViewCell.
    Epoxy	Cell not found in either old or new data during an update.
    Epoxy	configureBehavior is unimplemented on AnyBarModel and should never be called
    Epoxy	configureContent is unimplemented on AnyBarModel and should never be called
    Epoxy	Containers and items are mismatched, this should never happen and is a failure of the system. Please file a bug report.
    Epoxy	Could not find a position relative to the visible bounds for item at %@
    Epoxy	Did you forget to install the LayoutGuide?
    Epoxy	didDisplay is unimplemented on AnyBarModel and should never be called
    Epoxy	didEndDisplaying is unimplemented on AnyBarModel and should never be called
    Epoxy	didSelect is unimplemented on AnyBarModel and should never be called
    Epoxy	Epoxy compositional layout does not have a corresponding CollectionView. This is programmer error.
    Epoxy	Expected `scrollToItemContext` to be non-nil when programmatically scrolling toward an item.
    Epoxy	Expected new to be of type %@, instead found %@. This is programmer error.
    Epoxy	Expected old to be of type %@, instead found %@. This is programmer error.
    Epoxy	Failed sanity check for old count with changes matching new count.
    Epoxy	Found two or more bar containers in %@: %@. This is programmer error.
    Epoxy	Gave up scrolling to an item without an animation because it took more than 5 attempts.
    Epoxy	Impossible state change from %@ to %@
    Epoxy	Index of supplementary view is out of bounds.
    Epoxy	isSelectable is unimplemented on AnyBarModel and should never be called
    Epoxy	Item index %@ is out of bounds %@. Make sure your section models and item models all have unique dataIDs.
    Epoxy	makeConfiguredView is unimplemented on AnyBarModel and should never be called
    Epoxy	Manual management of view controllers is not allowed, use `setStack(...)`
    Epoxy	Only CollectionViewCell and subclasses are allowed in a CollectionView.
    Epoxy	Only CollectionViewReusableView and subclasses are allowed in a CollectionView.
    Epoxy	Overriding existing view %@ on cell %@, which is not of expected type %@. This is programmer error.
    Epoxy	Overriding existing view %@ on view %@, which is not of expected type %@. This is programmer error.
    Epoxy	Popped %@ with no current, this is programmer error.
    Epoxy	Section index %@ is out of bounds %@. Make sure your section models and item models all have unique dataIDs.
    Epoxy	Should only watch keyboard for a view controller that's loaded its view
    Epoxy	Supplementary item model not found for the given element kind %@ and index path %@.
    Epoxy	The UICollectionViewLayout must be of type UICollectionViewFlowLayout
    Epoxy	The view controller's view must not be a scroll view. Nest any scroll views in a container.
    Epoxy	The view controller's view should be loaded when it has a bar container added
    Epoxy	There must be an owningView before generating constraints
    Epoxy	Tried to become first responder for a cell that was not visible at %@
    Epoxy	Tried to move accessibility focus for an item that could not be found at %@
    Epoxy	Trying to register reuse IDs before the CollectionView was set.
    Epoxy	Unable to add a UIHostingController view, could not locate a UIViewController in the responder chain for view with ID %@ of type %@.
    Epoxy	Unable to determine class of %@
    Epoxy	Unable to extract an InternalBarModeling from %@, nesting BarModeling models deeper than two layers is not supported
    Epoxy	Unable to find models in view data.
    Epoxy	Unable to locate a reuse ID for %@ with styleID %@ as it has an unstable implementation of Hashable. This is likely due to a styleID type with unstable comparability, e.g. a Style class that is mutated _after_ being set on a view, causing it to be unequal to the styleID that was originally registered. Attempting to dequeue another view of the same type. This is programmer error.
    Epoxy	View not found in either old or new data during an update.
    Epoxy	Warning! Attempted to locate item %@ in section %@ at indexes %@ when there are multiple items with that ID at the indexes %@. Choosing the last index. Items should have unique data IDs within a section as duplicate data IDs cause undefined behavior.
    Epoxy	Warning! Attempted to locate item %@ when there are multiple sections that contain it each with IDs %@ at the indexes %@. Choosing the last section %@. To fix this warning specify the desired section data ID when constructing your `ItemPath`.
    Epoxy	Warning! Attempted to locate section %@ when there are multiple sections with that ID at the indexes %@. Choosing the last index. Sections should have unique data IDs within a collection as duplicate data IDs can cause undefined behavior.
    Epoxy	Warning! Duplicate data IDs detected. Bars with the same view type should have unique data IDs within a bar stack. Duplicate data IDs can cause undefined behavior. Digest:
    Epoxy	Warning! Duplicate data IDs detected. Items should have unique data IDs within a section and sections should have unique data IDs within a collection. Duplicate data IDs can cause undefined behavior. Digest:
    IGListKit	%@ of item %li in section %li (%.0f pt) must be less than or equal to container (%.0f pt) accounting for section insets %@
    IGListKit	%@ of item %li in section %li (%.0f pt) must be less than or equal to container (%.0f pt) accounting for section insets %@. Delegate class: %@
    IGListKit	[IGListKit] WARNING: collectionViewDelegate was set to the UICollectionView which causes infinite recursion when VoiceOver is enabled. Clearing the collectionViewDelegate.
    IGListKit	[IGListKit] WARNING: scrollViewDelegate was set to the UICollectionView which causes infinite recursion when VoiceOver is enabled. Clearing the scrollViewDelegate.
    IGListKit	[IGListKit] WARNING: Setting collectionViewDelegate to the adapter's UICollectionView is not allowed. This causes infinite recursion when VoiceOver is enabled.
    IGListKit	[IGListKit] WARNING: Setting scrollViewDelegate to the adapter's UICollectionView is not allowed. This causes infinite recursion when VoiceOver is enabled.
    IGListKit	A cell with the identifier "%@" was not found in the storyboard
    IGListKit	A nib named "%@" was not found in %@
    IGListKit	Cannot have a nil diffIdentifier for object %@
    IGListKit	Cannot return negative number of items %li for section controller %@.
    IGListKit	Cannot use a nil key for the diffIdentifier of object %@
    IGListKit	Controller map does not equal total number of items
    IGListKit	could not find a cell of class %@
    IGListKit	Deleting items from %@ without a collection view at indexes %@.
    IGListKit	Dequeueing a cell (%@) without a request from the UICollectionView for indexPath %@, section controller %@
    IGListKit	Dequeueing a supplementary-view (%@) without a request from the UICollectionView for indexPath %@, section controller %@
    IGListKit	Dequeueing cell of class %@ from section controller %@ without a collection view at index %li with supplementary view %@
    IGListKit	Dequeueing cell of class %@ with reuseIdentifier %@ from section controller %@ without a collection view at index %li
    IGListKit	Dequeueing cell with nib name %@ and bundle %@ from section controller %@ without a collection view at index %li.
    IGListKit	Dequeueing more than one cell (%@) for indexPath %@, section controller %@,
    IGListKit	Dequeueing more than one supplementary-view (%@) for indexPath %@, section controller %@,
    IGListKit	Dequeueing Supplementary View from storyboard of kind %@ with identifier %@ for section controller %@ without a collection view at index %li
    IGListKit	Diff identifier changed for object %@ at section %i, from %@ to %@
    IGListKit	Duplicate identifier %@ for object %@ with object %@
    IGListKit	Expected IGListBindingSectionController object to be non-nil before updating.
    IGListKit	Expected object for value section controller to be a boxed %@, but it was %@
    IGListKit	IGListAdapter is consuming method also implemented by the collectionViewDelegate: %@
    IGListKit	IGListAdapter returned NaN height = %f %@
    IGListKit	IGListAdapter returned NaN height = %f for item at indexPath <%@>
    IGListKit	IGListAdapter returned NaN width = %f %@
    IGListKit	IGListAdapter returned NaN width = %f for item at indexPath <%@>
    IGListKit	IGListCollectionViewLayout encountered nan frame values for indexPath %@. Original frame: %@
    IGListKit	IGListSectionController thread stack is empty
    IGListKit	Ignoring IGListSectionController that's not a subclass from data source %@ for object %@
    IGListKit	In order to use IGListAdapterUpdater, object %@ must conform to IGListDiffable
    IGListKit	Inserting items from %@ without a collection view at indexes %@.
    IGListKit	Invalid interactive movement shouldn't be possible within IGListStackedSectionController. It is handled in IGListAdapter. %s:
    IGListKit	Invalidating items from %@ without a collection view at indexes %@.
    IGListKit	Moving items from %@ without a collection view from index %li to index %li.
    IGListKit	Moving section %@ without a collection view from index %li to index %li.
    IGListKit	Moving section %@ without a moveDelegate set
    IGListKit	Nil section controller for section %li for item %@. Check your -diffIdentifier and -isEqual: implementations.
    IGListKit	Not enough offsets for section controllers
    IGListKit	Object instance %@ not equal to itself. This will break infra map tables.
    IGListKit	Object not found for section controller %@ at section %li
    IGListKit	Old indexes is empty while iterating new item %li. Should have NSNotFound
    IGListKit	Performing batch updates without a collection view.
    IGListKit	Querying offset for an undocumented section controller
    IGListKit	Reloaded section %lu was not found in deletes with from: %li, to: %li, deletes: %@, fromClass: %@
    IGListKit	Reloading adapter without a collection view.
    IGListKit	Reloading items from %@ without a collection view.
    IGListKit	Requesting a cell from another section controller is not allowed.
    IGListKit	Returned a cell (%@) that was not dequeued %@
    IGListKit	Returned a cell without a reuseIdentifier %@
    IGListKit	Returned a nil cell at indexPath <%@> from section controller: <%@>
    IGListKit	Returned a nil supplementary view at indexPath <%@> from section controller: <%@>, supplementary source: <%@>
    IGListKit	Returned a nil supplementary-view from source %@ %@
    IGListKit	Returned a supplementary-view (%@) that was not dequeued %@
    IGListKit	Reverting move without a collection view from %@ to %@.
    IGListKit	Sanity check failed applying %li inserts and %lu deletes to old count %lu equaling new count %li
    IGListKit	Sanity check failed applying %lu inserts and %lu deletes to old count %li equaling new count %li
    IGListKit	Section controller %@ must override %s if interactive reordering is enabled.
    IGListKit	Section controller %@ must override %s:
    IGListKit	Section controller nil for cell %@
    IGListKit	Section controller nil for cell in section %ld
    IGListKit	Section controller offset must be less than or equal to the item index
    IGListKit	Section controllers array is not filled with unique objects; section controllers are being reused
    IGListKit	sectionController.collectionContext is nil %@
    IGListKit	Should not call batch updates when state isn't idle
    IGListKit	The UICollectionView is attempting to update its data while the IGListAdapter is in a middle of updating the object list. This will cause inconsistencies and potentially crashes (which are hard to debug). The most common cause is a section controller tries to access/modify the UICollectionView in -didUpdateToObject.
    IGListKit	The UICollectionView's section count (%li) didn't match the IGListAdapter's count (%li), so we can't performBatchUpdates. Falling back to reloadData.
    IGListKit	This algorithm is way too slow with so many objects:%lu
    IGListKit	Tried to reload the adapter from %@ without a collection view at indexes %@.
    IGListKit	Tried to reload the adapter without a collection view
    IGListKit	UICollectionViewDelegateFlowLayout conformance is automatically handled by IGListAdapter.
    IGListKit	Unequal objects %@ and %@ will cause IGListBindingSectionController to reload the entire section
    IGListKit	Unexpected IGListBatchUpdateState : %ld
    IGListKit	Unexpected IGListDiffOption : %ld
    IGListKit	Unexpected IGListUpdateTransactionBuilderMode : %ld
    IGListKit	Unexpected UICollectionViewScrollDirection : %ld
    IGListKit	Unexpected UICollectionViewScrollPosition : %ld
    IGListKit	Warning: Creating %@ outside of -[IGListAdapterDataSource listAdapter:sectionControllerForObject:]. Collection context and view controller will be set later.
    IGListKit	WARNING: Ignoring nil section controller returned by data source %@ for object %@.
    IGListKit	Warning: Unequal objects %@ and %@ will cause IGListBindingSectionController to reload the entire section
    IGListKit	Warning: Your call to %s is ignored as dataSource or collectionView haven't been set.
    ReactiveLists	A non-flow layout should not hit this delegate method
    ReactiveLists	Collection View Model has an invalid configuration: %@
    ReactiveLists	Table View Model has an invalid configuration: %@
    RxDataSources	Data source is already bound. Please write this line before binding call (`bindTo`, `drive`). Data source must first be completely configured, and then bound after that, otherwise there could be runtime bugs, glitches, or partial malfunctions.
    RxDataSources	DifferentiatorError.preconditionFailed(message: %@)
    RxDataSources	DifferentiatorError.unwrappingOptional
    RxDataSources	Error while binding data animated: %@ Fallback to normal `reloadData` behavior.
    RxDataSources	Item %@ has already been indexed at %@
    RxDataSources	Item was moved, but no final location.
    RxDataSources	New section in initial sections, that is wrong
    RxDataSources	RxDataSourceError.outOfBounds(indexPath: %@)
    RxDataSources	RxDataSourceError.preconditionFailed(message: %@)
    RxDataSources	Section %@ has already been indexed at %@
    RxDataSources	Unhandled case in initial sections
    RxDataSources	Wrong initializer implementation for: %@ Expected it should return items: %@ Expected it should have id: %@
    Texture	%@ calculated a size in its layout spec that can't be applied to .contentSize: %@. Applying parentSize (scrollNode's bounds) instead: %@.
    Texture	%@ is not supported by ASCollectionView - please remove or disable this data source method.
    Texture	%@ must be a real positive integer.
    Texture	%@ must be a real positive integer: %f.
    Texture	%@ must be called on the editing transaction queue.
    Texture	%@ must be infinite or a real positive integer.
    Texture	%@ must be infinite or a real positive integer: %f.
    Texture	******************** STARTING YOGA -> ASLAYOUT CREATION ********************
    Texture	+[ASRangeController didEnterBackground] with controllers, after backgrounding: %@
    Texture	+[ASRangeController didReceiveMemoryWarning] with controllers: %@
    Texture	+[ASRangeController willEnterForeground] with controllers, after foregrounding: %@
    Texture	-[ASDisplayNode layoutSpecThatFits:] should never return an empty value. One way this is caused is by calling -[super layoutSpecThatFits:] which is not currently supported.
    Texture	-[ASDisplayNode layoutThatFits:parentSize:] _calculatedDisplayNodeLayout->layout should not be nil! %@
    Texture	-[ASDisplayNode layoutThatFits:parentSize:] _calculatedDisplayNodeLayout.layout should not be nil! %@
    Texture	-[ASDisplayNode layoutThatFits:parentSize:] _pendingDisplayNodeLayout->layout should not be nil! %@
    Texture	-[ASDisplayNode layoutThatFits:parentSize:] _pendingDisplayNodeLayout.layout should not be nil! %@
    Texture	-[ASDisplayNode layoutThatFits:parentSize:] newly calculated layout should not be nil! %@
    Texture	-[ASDisplayNode setFrame:] - The new frame (%@) is invalid and unsafe to be set.
    Texture	-[super deleteRowsAtIndexPaths]: %@
    Texture	-[super insertRowsAtIndexPaths]: %@
    Texture	-[super reloadRowsAtIndexPaths]: %@
    Texture	-dataController:constrainedSizeForNodeAtIndexPath: must also be implemented
    Texture	<%@> - Called runLoopSourceCallback
    Texture	[%@]: Must have a non-nil child/corner for layout calculation.
    Texture	[%@]: Should give a valid preferredSize value for %@ before corner's position calculation.
    Texture	[ASLayoutElement layoutThatFits:] should never return nil! %@, %@
    Texture	[Texture] Warning: Feature %@ is unimplemented in %@.
    Texture	_ASHierarchyChangeSet: -init is not supported. Call -initWithOldData:
    Texture	_changeSet must be available when batch update ends
    Texture	_insertSubnodeSubviewOrSublayer:atIndex: should never be called before our own view is created
    Texture	_layerToLoad is only for layer-backed nodes
    Texture	_staticInitialize must be overridden
    Texture	A _ASAsyncTransactionGroup should not be registered on the main runloop twice
    Texture	A kind is needed for supplementary node registration
    Texture	Access child at index without set a child at that index
    Texture	Accessing index outside of max bool extensions space
    Texture	Accessing index outside of max edge insets extensions space
    Texture	Accessing index outside of max integer extensions space
    Texture	Adding or removing nodes in layoutSpecBlock or layoutSpecThatFits: is not allowed and can cause unexpected behavior.
    Texture	All calculatedLayouts should be flattened and only contain nodes!
    Texture	All nodes reaching this point should be range-managed, or interfaceState may be incorrectly reset.
    Texture	An ASLayoutController is required by ASRangeController
    Texture	ASButtonNode must not be layer backed!
    Texture	ASCellLayoutModeAlwaysLazy flag is no longer supported
    Texture	ASCellNode views must be of type _ASDisplayView
    Texture	ASCollection could not get a node block for item at index path %@: %@, %@. If you are trying to display a UICollectionViewCell, make sure your dataSource conforms to the <ASCollectionDataSourceInterop> protocol!
    Texture	ASCollectionNode provided a non-ASCellNode! %@, %@
    Texture	ASCollectionNode requires that .collectionViewClass is an ASCollectionView subclass
    Texture	ASCollectionNode should be loaded if pendingState doesn't exist
    Texture	ASCollectionNode should not have a pendingState once it is loaded
    Texture	ASCollectionNode's .collectionViewClass cannot be changed after the view is loaded
    Texture	ASCollectionView deallocated in the middle of a batch update.
    Texture	ASCollectionView uses asyncDataSource, not UICollectionView's dataSource property.
    Texture	ASCollectionView uses asyncDelegate, not UICollectionView's delegate property.
    Texture	ASControlNode is layer backed, will never be able to call target in target:action: pair.
    Texture	ASDimension auto value must be 0.
    Texture	ASDimension fraction value (%f) must be between 0 and 1.
    Texture	ASDisplayNode inconsistency. __enterHierarchy and __exitHierarchy are mutually exclusive
    Texture	ASDisplayNode was deallocated before it was added to a subnode. It's likely the case that you use automatically manages subnodes and allocate a ASDisplayNode in layoutSpecThatFits: and don't have any strong reference to it.
    Texture	ASLayout returned from -layoutThatFits:parentSize: must not be nil: %@
    Texture	ASLayoutElement in a layout transition needs to conforms to the ASLayoutElementTransition protocol.
    Texture	ASMapNode can not be layer backed whilst .liveMap = YES, set .liveMap = NO to use layer backing.
    Texture	ASMapNode can not use the interactive map feature whilst .isLayerBacked = YES, set .layerBacked = NO to use the interactive map feature.
    Texture	ASPagerNode must have a data source to load nodes to display
    Texture	ASPagerNode requires a flow layout.
    Texture	ASRangeController %p updated %lu times this frame.
    Texture	Asset loading failed with error: %@
    Texture	Asset preview image generation failed with error: %@
    Texture	ASTableNode could not get a node block for row at index path %@
    Texture	ASTableNode provided a non-ASCellNode! %@, %@
    Texture	ASTableNode should be loaded if pendingState doesn't exist
    Texture	ASTableNode should not have a pendingState once it is loaded
    Texture	ASTableView deallocated in the middle of a batch update.
    Texture	ASTableView uses asyncDataSource, not UITableView's dataSource property.
    Texture	ASTableView uses asyncDelegate, not UITableView's delegate property.
    Texture	ASWeakProxy got %@ when its target is still alive, which is unexpected.
    Texture	AsyncDisplayKit: ASPagerNode is setting automaticallyAdjustsScrollViewInsets=NO on its owning view controller %@. This automatic behavior will be disabled in the future. Set allowsAutomaticInsetsAdjustment=YES on the pager node to suppress this behavior.
    Texture	Attempt to call %@ multiple times on the same list adapter. Not currently allowed!
    Texture	Attempt to finalize item change of invalid type %@.
    Texture	Attempt to finalize section change of invalid type %@.
    Texture	Attempt to layout cell node with invalid size range %@
    Texture	Attempt to mark already-completed changeset as completed.
    Texture	Attempt to modify completed changeset %@
    Texture	Attempt to modify immutable text container.
    Texture	Attempt to pop context when there wasn't a context!
    Texture	Attempt to pop thread assertion-disabling without corresponding push.
    Texture	Attempt to process incomplete changeset %@
    Texture	Attempt to sort and coalesce item changes of intermediary type %@. Why?
    Texture	Attempt to sort and coalesce section changes of intermediary type %@. Why?
    Texture	Automatically removing orphaned subnode %@, from parent %@
    Texture	AVPlayerItem error log entry added for video with error %@ status %@
    Texture	Blocking rect, if specified, must be within the other (outer) rect
    Texture	Call to -view undefined on layer-backed nodes
    Texture	Can't start a transition when one of the subnodes is performing one.
    Texture	Can't start a transition when one of the supernodes is performing one.
    Texture	Cannot access accessibilityElementAtIndex: since ASEditableTextNode is not loaded
    Texture	Cannot access accessibilityElementCount since ASEditableTextNode is not loaded
    Texture	Cannot access accessibilityElements since ASEditableTextNode is not loaded
    Texture	Cannot access accessibilityElements since node is not loaded
    Texture	Cannot activate multiple features at once with this method.
    Texture	Cannot add a view-backed node as a subnode of a layer-backed node. Supernode: %@, subnode: %@
    Texture	Cannot add loaded node %@ to rasterized subtree of node %@
    Texture	Cannot call %@ before `markCompleted` returns.
    Texture	Cannot call %@ on node %@ with loaded subnode %@
    Texture	Cannot call %s before `markCompleted` returns.
    Texture	Cannot change layerBacked after view/layer has loaded.
    Texture	Cannot get preferredSize of element with fractional height. Height: %@.
    Texture	Cannot get preferredSize of element with fractional width. Width: %@.
    Texture	Cannot insert a nil subnode or self as subnode
    Texture	Cannot insert a subnode at index %ld. Count is %ld
    Texture	Cannot move a nil node to a view
    Texture	Cannot move a node to a non-existent view
    Texture	Cannot mutate special integer map: %@
    Texture	Cannot recursively perform with nil node and nil layer
    Texture	Cannot set layerBacked to YES on ASEditableTextNode – instances must be view-backed in order to ensure touch events can be passed to the internal UITextView during editing.
    Texture	Cannot set properties when layout spec is not mutable
    Texture	Cannot set this property directly because horizontalAlignment is being used
    Texture	Cannot set this property directly because verticalAlignment is being used
    Texture	Caught attempt to set invalid bounds %@ on %@.
    Texture	Caught attempt to set invalid position %@ on %@.
    Texture	Caught attempt to set invalid transform on %@.
    Texture	Child %@ of spec %@ is not an ASLayoutElement!
    Texture	Child that will be overlayed on shouldn't be nil
    Texture	Collection element should not be nil
    Texture	Collection layout delegate cannot be nil
    Texture	Collection layout state should not be nil at this point
    Texture	Collection view index path has invalid item %lu in section %lu, item count = %lu
    Texture	Collection view index path has invalid section %lu, section count = %lu
    Texture	collectionView:constrainedSizeForNodeAtIndexPath: was moved from the ASCollectionDataSource to the ASCollectionDelegate.
    Texture	Constrained height for text (%f) is too short
    Texture	Constrained width for text (%f) is too narrow
    Texture	context is expected to be pushed on UIGraphics stack %@
    Texture	Corner element cannot be nil.
    Texture	Could not acquire URL %@ ident: (%@)
    Texture	Could not find a common ancestor between node1: %@ and node2: %@
    Texture	Couldn't find above in subnodes
    Texture	Couldn't find below in subnodes
    Texture	Danger: this property is undefined on layer-backed nodes.
    Texture	Data controller should not ask for presented size for element that is not presented.
    Texture	Data source must implement collectionNode:nodeBlockForItemAtIndexPath: or collectionNode:nodeForItemAtIndexPath:
    Texture	Data source must implement collectionNode:numberOfItemsInSection:
    Texture	Data source must implement tableNode:nodeBlockForRowAtIndexPath: or tableNode:nodeForRowAtIndexPath:
    Texture	Data source must implement tableNode:numberOfRowsInSection:
    Texture	Data source returned invalid node from tableNode:nodeForRowAtIndexPath:. Node: %@
    Texture	Data source returned invalid node from tableView:nodeForRowAtIndexPath:. Node: %@
    Texture	Didn't set opaque as desired
    Texture	Dimensions should not be type Fraction for this method: %f
    Texture	Dimensions should not be type Points for this method: %f
    Texture	Directly setting an image on an ASNetworkImageNode causes it to behave like an ASImageNode instead of an ASNetworkImageNode. If this is what you want, set the URL to nil first.
    Texture	displayNode must not be layer backed as it may have a nil window
    Texture	Don't do this. Use needsDisplayOnBoundsChange instead.
    Texture	downloadIdentifier must be NSUUID
    Texture	Element should exist. indexPath = %@, collectionDataSource = %@
    Texture	Encountered an unknown contentMode %ld. Is this a new version of iOS?
    Texture	Encountered an unknown contentsGravity "%@". Is this a new version of iOS?
    Texture	endUpdatesAnimated:completion: called without having a balanced beginUpdates call
    Texture	Error downloading image for %@ id: %@ err: %@
    Texture	Error parsing fixed config string '%s': %@
    Texture	Exceeded interface state delegate limit: %d
    Texture	Expected !_node.layerBacked to be true.
    Texture	Expected %s to be a permanent object.
    Texture	Expected (_batchUpdateCount > 0) == (_changeSet != nil) to be true.
    Texture	Expected [_dataController.visibleMap elementForItemAtIndexPath:indexPath] == element to be true.
    Texture	Expected [_dataController.visibleMap supplementaryElementOfKind:elementKind atIndexPath:indexPath] == view.element to be true.
    Texture	Expected [visibleIndexPaths isSubsetOfSet:displayIndexPaths] to be true.
    Texture	Expected _subnodes and _cachedSubnodes to have the same contents.
    Texture	Expected _updatingInResponseToInteractiveMove to be false.
    Texture	Expected array of index paths to be sorted in descending order.
    Texture	Expected ASInterfaceStateIncludesVisible(newState) && !ASInterfaceStateIncludesDisplay(newState) to be false.
    Texture	Expected ASScrollDirectionContainsVerticalDirection(scrollableDirections) && ASScrollDirectionContainsHorizontalDirection(scrollableDirections) to be false.
    Texture	Expected ASScrollDirectionContainsVerticalDirection(scrollableDirections) || ASScrollDirectionContainsHorizontalDirection(scrollableDirections) to be true.
    Texture	Expected CATransform3DIsAffine(nodeTransform) to be true.
    Texture	Expected display node to be loaded before it was registered with ASPendingStateController. Node: %@
    Texture	Expected displayNodeLayout->layout.layoutElement == self to be true.
    Texture	Expected displayNodeLayout->layout.size.height >= 0.0 to be true.
    Texture	Expected displayNodeLayout->layout.size.width >= 0.0 to be true.
    Texture	Expected displayNodeLayout.layout.layoutElement == self to be true.
    Texture	Expected displayNodeLayout.layout.size.height >= 0.0 to be true.
    Texture	Expected displayNodeLayout.layout.size.width >= 0.0 to be true.
    Texture	Expected element associated with removed cell not to be nil.
    Texture	Expected flowLayout.scrollDirection == UICollectionViewScrollDirectionHorizontal to be true.
    Texture	Expected IGListAdapter to conform to UICollectionViewDataSource.
    Texture	Expected IGListAdapter to conform to UICollectionViewDelegateFlowLayout.
    Texture	Expected index path of length 2. Index path: %@
    Texture	Expected lines.empty() to be false.
    Texture	Expected node associated with cell that will be displayed not to be nil. indexPath: %@
    Texture	Expected node associated with removed cell not to be nil.
    Texture	Expected node for supplementary element to have kind '%@', got '%@'.
    Texture	Expected node to be loaded before applying pending state.
    Texture	Expected node.isLayerBacked to be false.
    Texture	Expected node.nodeLoaded to be true.
    Texture	Expected nodeLoaded && isMainThread to be true.
    Texture	Expected numOfItems > 0 to be true.
    Texture	Expected numOfLines > 0 to be true.
    Texture	Expected section controller to conform to %@. Controller: %@
    Texture	Expected section controller to respond to to %@. Controller: %@
    Texture	Expected self.isNodeLoaded to be true.
    Texture	Expected self.nodeLoaded to be false.
    Texture	Expected traitCollection.preferredContentSizeCategory to be a permanent object.
    Texture	Expected traits.preferredContentSizeCategory to be a permanent object.
    Texture	Expected visible and pending maps to be synchronized: %@
    Texture	Failed to allocate memory for diffing
    Texture	Failed to create a CGContext (size: %@)
    Texture	Failed to deselect item at index path %@ because the item never reached the view.
    Texture	Failed to deselect row at index path %@ because the row never reached the view.
    Texture	Failed to scroll to item at index path %@ because the item never reached the view.
    Texture	Failed to scroll to row at index path %@ because the row never reached the view.
    Texture	Failed to select item at index path %@ because the item never reached the view.
    Texture	Failed to select row at index path %@ because the row never reached the view.
    Texture	If there are operations, dispatch group should have been created
    Texture	Image insets must be all-zero or resizingMode has to be UIImageResizingModeStretch. XCode assets default value is UIImageResizingModeTile which is not supported by Texture because of GPU-accelerated CALayer features.
    Texture	Incorrect display node thread affinity - this method should not be called off the main thread after the ASDisplayNode's view or layer have been created
    Texture	Infinite width or height in ASVideoNode
    Texture	Infinite width or height in ASVideoPlayerNode
    Texture	Inset spec measured without a child. The spec will do nothing.
    Texture	invalid contentsScale at display time
    Texture	Invalid item index %ld in section %ld which only has %ld items!
    Texture	Invalid item index %ld – only %ld items in section %ld
    Texture	Invalid item index %zd in section %zd which only has %zd items!
    Texture	Invalid item index %zd – only %zd items in section %zd
    Texture	Invalid position is not allowed in sublayout.
    Texture	Invalid section index %ld when there are only %ld sections!
    Texture	Invalid section index %ld – only %ld sections
    Texture	Invalid section index %zd when there are only %zd sections!
    Texture	Invalid section index %zd – only %zd sections
    Texture	It is highly inadvisable to engage a larger range mode when a memory warning occurs, as this will almost certainly cause app eviction
    Texture	It must be a reload change to be in here
    Texture	Item size %@ can't fit within the bounds of constrained size %@
    Texture	Layer block should return a synchronously displayed layer
    Texture	layoutSize is invalid and unsafe to provide to Core Animation! Release configurations will force to 0, 0. Size = %@, node = %@
    Texture	Locking more than %d locks at once is not supported.
    Texture	Malformed call to ASSetDebugNames: %@
    Texture	Max line count 1 is not supported in fast-path.
    Texture	Missing the path to the PINCache framework.
    Texture	Missing the path to the PINRemoteImage framework.
    Texture	More than %d dealloc2main ivars are not supported. Count: %d
    Texture	move detection requires isEqual: and hash (no custom compare)
    Texture	Nested ASLayoutElementContexts aren't supported.
    Texture	nextLayout->layout should not be nil! %@
    Texture	nextLayout.layout should not be nil! %@
    Texture	No working threads but operations are still scheduled
    Texture	Node %@ does not support layer backing.
    Texture	node %@ is already a subnode of %@. index %ld will be out of bounds once we call [subnode removeFromSupernode]. This can be caused by using automaticallyManagesSubnodes while also calling addSubnode explicitly.
    Texture	Node %@ returned a layout spec that contains the same elements in multiple positions. Elements: %@
    Texture	Node %@ returned layout spec %@ that has already been used. Layout specs should always be regenerated.
    Texture	Node block created nil node; %@, %@
    Texture	Node block returned nil node!
    Texture	Node class %@ does not have a matching _staticInitialize method; check to ensure [super initialize] is called within any custom +initialize implementations! Overridden methods will not be called unless they are also implemented by superclass %@
    Texture	Node created using -initWithViewBlock:/-initWithLayerBlock: cannot be added to subtree of node with subtree rasterization enabled. Node: %@
    Texture	Node should always be marked invisible before deallocating. Node: %@
    Texture	Node should be loaded before entering visible state.
    Texture	Node to insert above must be a subnode
    Texture	Node to insert below must be a subnode
    Texture	Node's view should be removed from hierarchy.
    Texture	Nodes with a .layoutSpecBlock must not also implement -layoutSpecThatFits:
    Texture	Not valid layoutElement passed in.
    Texture	Old Subnode to replace must be a subnode
    Texture	Oops, too many increments of the visibility notifications API
    Texture	Pager data source must implement either %@ or %@. Data source: %@
    Texture	Points must be a real positive integer: %f.
    Texture	Range max height must be infinite or a real positive integer: %f.
    Texture	Range max width must be infinite or a real positive integer: %f.
    Texture	Range min height (%f) must not be larger than max height (%f).
    Texture	Range min height must be a real positive integer: %f.
    Texture	Range min width (%f) must not be larger than max width (%f).
    Texture	Range min width must be a real positive integer: %f.
    Texture	Range update complete; modifiedIndexPaths: %@
    Texture	Range update complete; modifiedIndexPaths: %@, rangeMode: %d
    Texture	Rasterized descendants should never display unless being drawn into the rasterized container.
    Texture	Ratio should be strictly positive, but received %f
    Texture	Request for item changes with invalid type: %lu
    Texture	Request for section changes with invalid type: %lu
    Texture	Request to create _ASHierarchyItemChange with no items!
    Texture	Request to create _ASHierarchySectionChange with no sections!
    Texture	Request to reload and delete same section %tu
    Texture	Requesting a range that is OOB for the configured tuning parameters
    Texture	setSharedPreconfiguredRemoteImageManager requires a non-nil parameter
    Texture	Setting a range that is OOB for the configured tuning parameters
    Texture	Setting a URL to an ASNetworkImageNode after setting an image changes its behavior from an ASImageNode to an ASNetworkImageNode. If this is what you want, set the image to nil first.
    Texture	Setting index outside of max bool extensions space
    Texture	Setting index outside of max edge insets extensions space
    Texture	Setting index outside of max integer extensions space
    Texture	Setting the image directly on an ASMultiplexImageNode is unsafe. It will be cleared in didExitPreloadRange and will have no way to restore in didEnterPreloadRange
    Texture	Should have been called and released before -dealloc
    Texture	should initialize with a valid block that returns a UIViewController
    Texture	Should never create instances of abstract class ASAbstractLayoutController.
    Texture	Should never create instances of abstract class ASAbstractRunLoopQueue.
    Texture	Should not allow interactive collection item movement if data source does not support it.
    Texture	Should not cause recursive __enterHierarchy
    Texture	Should not cause recursive __exitHierarchy
    Texture	Should pass in a NSMutableArray
    Texture	shouldHaveYogaMeasureFunc == YES, and inside a layout pass, but no measure func pointer! %@
    Texture	Shouldn't be possible for _ASDisplayView's supernode to be layer-backed.
    Texture	Shouldn't be possible for superview's node to be layer-backed.
    Texture	Singleton has been created and session can no longer be configured.
    Texture	Somehow above's supernode is self, yet we could not find it in our layers to replace
    Texture	Somehow below's supernode is self, yet we could not find it in our layers to reference
    Texture	Somehow oldSubnode's supernode is self, yet we could not find it in our layers to replace
    Texture	Subclass %@ must not override calculatedLayout method.
    Texture	Subclass %@ must not override calculatedSize method.
    Texture	Subclass %@ must not override layoutThatFits: method. Instead override calculateLayoutThatFits:.
    Texture	Subclass %@ must not override layoutThatFits:parentSize method. Instead override calculateLayoutThatFits:.
    Texture	Subclass %@ must not override measureWithSizeRange: method. Instead override calculateLayoutThatFits:
    Texture	Subclass %@ must not override recursivelyClearContents method.
    Texture	Subclass %@ must not override recursivelyClearFetchedData method.
    Texture	sublayout is an ASLayout, but not an ASDisplayNode - only call findNodesInLayoutAtIndexesWithFilteredNodes with a flattened layout (all sublayouts are ASDisplayNodes).
    Texture	Subnode of a rasterized node should not have redundant -enableSubtreeRasterization.
    Texture	Supplementary node should exist. Kind = %@, indexPath = %@, collectionDataSource = %@
    Texture	Supplementary view source should conform to %@
    Texture	Table view index path has invalid item %lu in section %lu, item count = %lu
    Texture	Table view index path has invalid section %lu, section count = %lu
    Texture	Texture warning: configuration schema is old version (%ld vs %ld)
    Texture	The map we created must all be of the same changeType as of now
    Texture	This code should not be called except for UIKit passthrough compatibility
    Texture	This function expects NSArray<NSArray *> *
    Texture	This layout spec does not support more than one child. Use the setChildren: or the setChild:AtIndex: API
    Texture	this method is designed for asynchronous mode only
    Texture	This method is not supported by class %@
    Texture	This method must be implemented by subclass %@
    Texture	This node was once used as a view controller's node. You should not reuse it without its view controller.
    Texture	Thread exited without clearing layout element context!
    Texture	To support supplementary nodes in ASCollectionView, it must have a layoutInspector for layout inspection. (See ASCollectionViewFlowLayoutInspector for an example.)
    Texture	Transaction should not be open after committing group
    Texture	Try to insert node on an index that was not found
    Texture	UICollectionViewCell must not be nil. indexPath = %@, collectionDataSource = %@
    Texture	UITextView must be created in -[ASEditableTextNode didLoad]
    Texture	Uncommitted ASAsyncTransactions are not allowed
    Texture	unexpected downloadIdentifier
    Texture	Unexpected Fraction value in applying ##property## values to YGNode
    Texture	Unexpected nil element for didEndDisplayingCell: %@, %@, %@
    Texture	Unexpected nil element for didEndDisplayingSupplementaryView: %@, %@, %@
    Texture	Unexpected nil element for willDisplayCell: %@, %@, %@
    Texture	Unexpected nil element for willDisplaySupplementaryView: %@, %@, %@
    Texture	Unexpected supplementary kind: %@
    Texture	Unknown constrained size for node of kind %@ by data source %@
    Texture	View block should return a synchronously displayed view
    Texture	Warning: A reload data shouldn't be used in conjuntion with other updates.
    Texture	Warning: AsyncDisplayKit is not designed to be used with Interface Builder. Table properties set in IB will be lost.
    Texture	Warning: automaticallyAdjustRangeModeBasedOnViewEvents set to YES in %@, but range mode updating is not possible because neither view controller nor node %@ conform to ASRangeControllerUpdateRangeProtocol.
    Texture	Warning: node's layout includes subnode that has not been added: node = %@, subnodes = %@, subnodes in layout = %@
    Texture	Warning: node's layout includes subnodes that have not been added: node = %@, subnodes = %@, subnodes in layout = %@
    Texture	WARNING: Use of non-%@ updater with AsyncDisplayKit is discouraged. Updater: %@
    Texture	We have view loaded, but child node does not.
    Texture	x coordinate must be less than 65,535
    Texture	y coordinate must be less than 65,535
    Texture	YGEdge other than ASEdgeInsets is not supported.
    Texture	Yoga context must be <ASLayoutElement>
    Texture	Yoga layout returned an invalid size
    Texture	Yoga node context should contain layoutElement: %@
    Texture	Yoga node should have a non-nil layout at this stage: %@
    Texture	Yoga size range for measurement should not have NaN in minimum
    Texture	Yoga sublayout is not flattened! %@, %@
    Texture	Yoga tree should always be in sync with .yogaNodes array! %@
    Texture	You can only add operations to open transactions
    Texture	You can only cancel a committed or already-canceled transaction
    Texture	You cannot double-commit a transaction
    Texture	You must not return nil from -asdk_layoutInspector. Return [super asdk_layoutInspector] if you have to! Layout: %@
    Texture	You passed nil to ASDisplayNodeUIContentModeFromCAContentsGravity. We're falling back to resize, but this is probably a bug.
    Texture	You should have subnodes if you have a subnode
    Texture	You should never call -didEnterHierarchy directly. Appearance is automatically managed by ASDisplayNode
    Texture	You should never call -didExitHierarchy directly. Appearance is automatically managed by ASDisplayNode
    Texture	You should never call -willEnterHierarchy directly. Appearance is automatically managed by ASDisplayNode
    """#
}
